#!/usr/bin/env python3
"""Writes the ProcTHOR test fixtures of this folder (run it after editing).

house_multiroom.json  a four-room house in the ProcTHOR house schema 1.0.0
houses.jsonl          several houses, one per line, one of them broken
bad/*                 one defect per file, for the importer's error tests

Layout of house_multiroom (metres; +x east, +z north), 10 x 8, rooms tile it:

  z=8 +-----------+--------+---------+
      | Bedroom   | Living | Bathroom|
      | room|4    | (arm)  | room|5  |
  z=4 +-----------+        +---------+
      | Kitchen   | LivingRoom room|3 |
      | room|2    |  (L-shaped)       |
  z=0 +-----------+------------------+
      x=0        x=4      x=7       x=10

Doors: Kitchen-Living (a doorframe), Living-Bedroom, Living-Bathroom, and
one exterior door in the Living room's south wall. Asset ids are real ones
from ProcTHOR's asset database; the tests check them when it is present.
"""
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CEILING = 2.85

ROOMS = {
    2: ("Kitchen", [(0, 0), (0, 4), (4, 4), (4, 0)]),
    3: ("LivingRoom", [(4, 0), (4, 4), (4, 8), (7, 8), (7, 4), (10, 4), (10, 0)]),
    4: ("Bedroom", [(0, 4), (0, 8), (4, 8), (4, 4)]),
    5: ("Bathroom", [(7, 4), (7, 8), (10, 8), (10, 4)]),
}
FLOORS = {2: "WoodFineDarkFloorsRedNRM1", 3: "OrangeWood", 4: "LightWoodCounters 3",
          5: "BathroomTiles"}


def v3(x, y, z):
    return {"x": x, "y": y, "z": z}


def wall_id(owner, p, q):
    return "wall|{}|{:.2f}|{:.2f}|{:.2f}|{:.2f}".format(
        owner, min(p[0], q[0]), min(p[1], q[1]), max(p[0], q[0]), max(p[1], q[1]))


def on_boundary(p, q):
    return (p[0] == q[0] and p[0] in (0, 10)) or (p[1] == q[1] and p[1] in (0, 8))


def walls():
    out = []
    for n, (_, poly) in ROOMS.items():
        for i, p in enumerate(poly):
            q = poly[(i + 1) % len(poly)]
            pts = [v3(p[0], 0, p[1]), v3(q[0], 0, q[1]), v3(p[0], CEILING, p[1]),
                   v3(q[0], CEILING, q[1])]
            out.append({"id": wall_id(n, p, q), "material": {"name": "PureWhite"},
                        "polygon": pts, "roomId": "room|%d" % n})
            if on_boundary(p, q):
                out.append({"id": wall_id("exterior", p, q),
                            "material": {"name": "BrownMarbleFake 1"},
                            "polygon": list(reversed(pts)), "roomId": "exterior"})
    return out


def hole(start, width, height, y0=0.0):
    return {"holePolygon": [v3(start, y0, 0), v3(start + width, y0 + height, 0)],
            "assetPosition": v3(round(start + width / 2, 4), round(y0 + height / 2, 4), 0)}


def doors():
    d = [
        # A doorframe: an open connection, so no openable/openness.
        dict(id="door|2|3", assetId="Doorframe_3", room0="room|2", room1="room|3",
             wall0="wall|2|4.00|0.00|4.00|4.00", wall1="wall|3|4.00|0.00|4.00|4.00",
             **hole(1.2, 1.02, 2.09)),
        dict(id="door|3|4", assetId="Doorway_1", openable=True, openness=1, room0="room|4",
             room1="room|3", wall0="wall|4|4.00|4.00|4.00|8.00",
             wall1="wall|3|4.00|4.00|4.00|8.00", **hole(0.9, 1.08, 2.13)),
        dict(id="door|3|5", assetId="Doorway_2", openable=True, openness=1, room0="room|3",
             room1="room|5", wall0="wall|3|7.00|4.00|10.00|4.00",
             wall1="wall|5|7.00|4.00|10.00|4.00", **hole(0.8, 1.0, 2.07)),
        # To the outside: the room is named twice and wall1 is an exterior wall.
        dict(id="door|1|3", assetId="Doorway_10", openable=False, openness=0, room0="room|3",
             room1="room|3", wall0="wall|3|4.00|0.00|10.00|0.00",
             wall1="wall|exterior|4.00|0.00|10.00|0.00", **hole(2.0, 1.04, 2.1)),
    ]
    return d


def windows():
    return [
        dict(id="window|2|0", assetId="Window_Fixed_60x36", room0="room|2", room1="room|2",
             wall0="wall|2|0.00|0.00|0.00|4.00", wall1="wall|exterior|0.00|0.00|0.00|4.00",
             **hole(1.2, 1.53, 0.92, 1.0)),
        dict(id="window|4|1", assetId="Window_Fixed_36x48", room0="room|4", room1="room|4",
             wall0="wall|4|0.00|8.00|4.00|8.00", wall1="wall|exterior|0.00|8.00|4.00|8.00",
             **hole(2.4, 0.92, 1.22, 0.9)),
        dict(id="window|5|2", assetId="Window_Fixed_36x48", room0="room|5", room1="room|5",
             wall0="wall|5|10.00|4.00|10.00|8.00", wall1="wall|exterior|10.00|4.00|10.00|8.00",
             **hole(1.6, 0.92, 1.22, 1.1)),
    ]


def obj(id_, asset, pos, rot_y=0.0, children=None, kinematic=True, rot=None, **state):
    o = {"assetId": asset, "id": id_, "kinematic": kinematic, "position": v3(*pos),
         "rotation": rot if rot else v3(0, rot_y, 0)}
    o.update(state)
    if children:
        o["children"] = children
    return o


def small(id_, asset, pos, rot_y=0.0, children=None, **state):
    # Small objects settle with physics: tiny tilts, arbitrary yaw.
    return obj(id_, asset, pos, children=children, kinematic=False,
               rot=v3(0.0021, rot_y, -0.0013), **state)


def objects():
    kitchen = [
        obj("CounterTop|2|0", "Countertop_I_8x2", (0.32, 0.47, 1.6), 90, [
            small("Toaster|surface|2|5", "Toaster_7", (0.27, 1.04, 0.6), 90.0),
            small("Apple|surface|2|6", "Apple_27", (0.3, 0.998, 1.0), 37.5),
            small("Plate|surface|2|7", "Plate_12", (0.35, 0.951, 1.5), 0.0, [
                small("Fork|surface|2|8", "Fork_1", (0.36, 0.962, 1.51), 215.3)]),
            small("CoffeeMachine|surface|2|9", "coffee_machine_4", (0.28, 1.16, 2.05), 90.0, [
                small("Mug|surface|2|10", "Mug_2", (0.3, 1.02, 2.06), 271.8)]),
            small("Microwave|surface|2|11", "Microwave_5", (0.33, 1.12, 2.55), 90.0),
        ]),
        obj("Fridge|2|1", "Fridge_12", (0.38, 0.94, 3.54), 90, [
            small("Egg|surface|2|12", "Egg_4", (0.4, 0.82, 3.5), 143.2),
            small("Lettuce|surface|2|13", "Lettuce_9", (0.35, 1.21, 3.58), 12.0),
        ]),
        obj("DiningTable|2|2|0", "Dining_Table_16_1", (2.6, 0.41, 2.0), 0, [
            small("HousePlant|surface|2|14", "Houseplant_3", (2.55, 0.95, 2.05), 0.0),
            small("Bowl|surface|2|15", "Bowl_12", (2.9, 0.84, 1.8), 301.4),
        ]),
        obj("Chair|2|2|1", "Chair_002_1", (2.6, 0.48, 1.05), 0),
        obj("Chair|2|2|2", "Chair_002_1", (2.6, 0.48, 2.95), 180),
        obj("GarbageCan|2|3", "bin_3", (3.75, 0.17, 0.25), 0),
    ]
    living = [
        obj("TVStand|3|0|0", "TV_Stand_201_1", (5.5, 0.36, 0.35), 0, [
            obj("Television|3|0|1", "Television_10", (5.5, 1.0, 0.35), 0)]),
        obj("Sofa|3|0|2", "RoboTHOR_sofa_ektorp_v", (5.5, 0.41, 3.2), 180, [
            small("Pillow|surface|3|6", "pillow_7", (5.2, 0.62, 3.3), 3.1),
            small("RemoteControl|surface|3|7", "Remote_2", (5.9, 0.5, 3.15), 12.7),
        ]),
        obj("CoffeeTable|3|1", "Coffee_Table_202_1", (5.5, 0.22, 1.9), 0, [
            small("Box|surface|3|8", "Box_3", (5.45, 0.62, 1.9), 90.0, [
                small("CD|surface|3|9", "CD_1", (5.44, 0.47, 1.92), 45.0),
                small("KeyChain|surface|3|10", "Keychain_2", (5.5, 0.47, 1.86), 300.0),
            ], openness=1),
            small("Vase|surface|3|11", "Vase_Medium_2", (5.75, 0.54, 1.95), 0.0),
        ]),
        obj("ArmChair|3|2", "Armchair_201_1", (9.5, 0.48, 2.0), 270),
        obj("FloorLamp|3|3", "Floor_Lamp_7", (9.7, 1.04, 3.7), 0, isOn=True),
        obj("ShelvingUnit|3|4", "Shelving_Unit_206_1", (4.25, 0.39, 7.5), 90, [
            small("Book|surface|3|12", "Book_12", (4.25, 0.82, 7.45), 90.0),
            small("Statue|surface|3|13", "Dog_Statue_2", (4.22, 0.5, 7.6), 90.0),
        ]),
        obj("Painting|3|5", "Wall_Decor_Painting_8", (5.5, 1.6, 7.985), 180),
        obj("HousePlant|3|6", "Houseplant_12", (6.7, 0.3, 7.7), 0),
    ]
    bedroom = [
        obj("Bed|4|0", "Bed_12", (1.2, 0.45, 6.9), 180, [
            small("Pillow|surface|4|5", "pillow_7", (1.2, 0.95, 7.55), 180.0),
            small("TeddyBear|surface|4|6", "Teddy_Bear_1", (1.5, 0.95, 6.6), 194.2),
            small("Laptop|surface|4|7", "Laptop_10", (0.8, 0.92, 6.3), 180.0, openness=0),
        ], isDirty=True),
        obj("SideTable|4|1", "Side_Table_203_1", (2.3, 0.44, 7.8), 180, [
            small("DeskLamp|surface|4|8", "Desk_Lamp_3", (2.2, 1.04, 7.8), 180.0, isOn=False),
            small("AlarmClock|surface|4|9", "Alarm_Clock_10", (2.5, 0.98, 7.78), 180.0),
        ]),
        obj("Dresser|4|2", "Dresser_205_1", (0.2, 0.35, 4.9), 90, [
            small("Book|surface|4|10", "Book_3", (0.22, 0.71, 4.7), 95.5),
            small("CellPhone|surface|4|11", "Cellphone_2", (0.2, 0.71, 5.2), 88.0),
        ]),
        obj("Desk|4|3|0", "Desk_229_1", (3.72, 0.37, 5.0), 270, [
            small("Laptop|surface|4|12", "Laptop_3", (3.75, 0.89, 5.0), 270.0, openness=0.5),
            small("Pen|surface|4|13", "Pen_1", (3.7, 0.76, 5.4), 12.3),
            small("Pencil|surface|4|14", "Pencil_2", (3.66, 0.76, 5.45), 33.0),
        ]),
        obj("Chair|4|3|1", "Chair_007_1", (3.1, 0.48, 5.0), 90),
        obj("LaundryHamper|4|4", "Laundry_Hamper_1_1", (3.7, 0.3, 7.7), 0, [
            small("Cloth|surface|4|15", "Cloth_4", (3.7, 0.2, 7.7), 61.0)]),
    ]
    bathroom = [
        obj("Toilet|5|0", "Toilet_1", (9.5, 0.52, 7.5), 180, [
            small("SprayBottle|surface|5|5", "Spray_Bottle_2", (9.42, 1.05, 7.85), 170.0)]),
        obj("Sink|5|1", "Sink_15", (7.32, 0.51, 6.6), 90, [
            small("SoapBar|surface|5|6", "Soap_Bar_1", (7.3, 0.93, 6.55), 90.0)]),
        obj("ToiletPaperHanger|5|2", "Toilet_Paper_Hanger_3", (9.95, 0.7, 6.9), 270, [
            small("ToiletPaper|surface|5|7", "Toilet_Paper", (9.92, 0.7, 6.9), 270.0)]),
        obj("TowelHolder|5|3", "Bath_Towel_Holder1", (8.2, 1.2, 7.94), 180, [
            small("Towel|surface|5|8", "Bath_Towel_2", (8.2, 1.0, 7.93), 180.0)]),
        obj("HandTowelHolder|5|4", "Hand_Towel_Holder1", (7.03, 1.1, 7.3), 90, [
            small("HandTowel|surface|5|9", "Hand_Towel_1", (7.05, 0.95, 7.3), 90.0)]),
        obj("GarbageCan|5|10", "bin_12", (9.75, 0.29, 4.3), 0),
    ]
    return kitchen + living + bedroom + bathroom


def rooms():
    return [{"ceilings": [], "children": [], "floorMaterial": {"name": FLOORS[n]},
             "floorPolygon": [v3(x, 0, z) for x, z in poly], "id": "room|%d" % n,
             "roomType": t} for n, (t, poly) in ROOMS.items()]


def multiroom():
    return {
        "doors": doors(),
        "metadata": {
            "agent": {"horizon": 30, "position": v3(6.5, 0.95, 2.0),
                      "rotation": v3(0, 270, 0), "standing": True},
            "roomSpecId": "kitchen-living-bedroom-bathroom",
            "schema": "1.0.0",
        },
        "objects": objects(),
        "proceduralParameters": {
            "ceilingColor": {"b": 1, "g": 1, "r": 1},
            "ceilingMaterial": {"name": "PureWhite"},
            "floorColliderThickness": 1.0,
            "lights": [
                {"id": "DirectionalLight", "indirectMultiplier": 1.0, "intensity": 1,
                 "position": v3(0.84, 0.1855, -1.09), "rgb": {"r": 1, "g": 0.9, "b": 0.82},
                 "rotation": v3(43.375, -3.902, -63.618),
                 "shadow": {"type": "Soft", "strength": 1, "normalBias": 0, "bias": 0,
                            "nearPlane": 0.2, "resolution": "FromQualitySettings"},
                 "type": "directional"},
                {"id": "light_2", "intensity": 0.75, "position": v3(2.0, 2.65, 2.0),
                 "range": 15, "rgb": {"r": 1, "g": 0.855, "b": 0.722}, "roomId": "room|2",
                 "type": "point"},
            ],
            "receptacleHeight": 0.7,
            "reflections": [],
            "skyboxId": "Sky1",
        },
        "rooms": rooms(),
        "walls": walls(),
        "windows": windows(),
    }


def studio():
    """A one-room house: a bedroom with an exterior door, no windows."""
    poly = [(0, 0), (0, 3.5), (4.2, 3.5), (4.2, 0)]
    ws = []
    for i, p in enumerate(poly):
        q = poly[(i + 1) % 4]
        pts = [v3(p[0], 0, p[1]), v3(q[0], 0, q[1]), v3(p[0], 2.7, p[1]), v3(q[0], 2.7, q[1])]
        ws.append({"id": wall_id(7, p, q), "polygon": pts, "roomId": "room|7",
                   "material": {"name": "PureWhite"}})
        ws.append({"id": wall_id("exterior", p, q), "polygon": list(reversed(pts)),
                   "roomId": "exterior", "material": {"name": "PureWhite"}})
    return {
        "doors": [dict(id="door|1|7", assetId="Doorway_5", openable=False, openness=0,
                       room0="room|7", room1="room|7", wall0=wall_id(7, (4.2, 0), (0, 0)),
                       wall1=wall_id("exterior", (4.2, 0), (0, 0)), **hole(1.5, 1.04, 2.1))],
        "metadata": {"roomSpecId": "bedroom", "schema": "1.0.0"},
        "objects": [
            obj("Bed|7|0", "Bed_3", (1.0, 0.45, 2.4), 180, [
                small("Pillow|surface|7|2", "pillow_2", (1.0, 0.95, 3.1), 180.0)]),
            obj("Desk|7|1", "Desk_303_1", (3.9, 0.3, 1.5), 270, [
                small("Laptop|surface|7|3", "Laptop_1", (3.9, 0.62, 1.5), 270.0, openness=1)]),
        ],
        "rooms": [{"floorPolygon": [v3(x, 0, z) for x, z in poly], "id": "room|7",
                   "roomType": "Bedroom"}],
        "walls": ws,
        "windows": [],
    }


def two_rooms():
    """Kitchen + living room without walls: door positions fall back to the
    rooms' shared edge."""
    return {
        "doors": [dict(id="door|2|3", assetId="Doorway_4", openable=True, openness=1,
                       room0="room|2", room1="room|3", wall0="wall|2|3.00|0.00|3.00|3.00",
                       wall1="wall|3|3.00|0.00|3.00|3.00")],
        "metadata": {"schema": "1.0.0"},
        "objects": [
            obj("CounterTop|2|0", "Countertop_I_4x2", (0.3, 0.47, 1.5), 90, [
                small("Tomato|surface|2|4", "Tomato_5", (0.3, 1.0, 1.4), 77.0)]),
            obj("Sofa|3|1", "Sofa_201_1", (4.5, 0.4, 2.6), 180),
        ],
        "rooms": [
            {"floorPolygon": [v3(0, 0, 0), v3(0, 0, 3), v3(3, 0, 3), v3(3, 0, 0)],
             "id": "room|2", "roomType": "Kitchen"},
            {"floorPolygon": [v3(3, 0, 0), v3(3, 0, 3), v3(6, 0, 3), v3(6, 0, 0)],
             "id": "room|3", "roomType": "LivingRoom"},
        ],
    }


def write(name, data, indent=2):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(json.dumps(data, indent=indent, sort_keys=True) + "\n")


def line(data):
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def bad_files():
    base = two_rooms()

    def variant(name, edit):
        h = copy.deepcopy(base)
        edit(h)
        write("bad/" + name, h)

    variant("unknown_type.json", lambda h: h["objects"][1].update(id="Sofaa|3|1"))
    variant("unknown_child_type.json",
            lambda h: h["objects"][0]["children"][0].update(id="Tomatoe|surface|2|4"))
    variant("dangling_door_room.json", lambda h: h["doors"][0].update(room1="room|9"))
    variant("duplicate_id.json",
            lambda h: h["objects"][0]["children"][0].update(id="Sofa|3|1"))
    variant("outside_rooms.json",
            lambda h: h["objects"][1].update(position=v3(8.75, 0.4, 1.25)))
    variant("missing_position.json", lambda h: h["objects"][1].pop("position"))
    variant("missing_rooms.json", lambda h: h.pop("rooms"))
    variant("wrong_type_coordinate.json",
            lambda h: h["objects"][0]["position"].update(x="0.3"))
    variant("wrong_type_children.json",
            lambda h: h["objects"][0].update(children={"id": "Tomato|surface|2|4"}))
    variant("bad_room_type.json", lambda h: h["rooms"][1].update(roomType="Livingroom"))
    variant("newer_schema.json", lambda h: h["metadata"].update(schema="2.0.0"))

    def dangling_wall(h):
        h["walls"] = studio()["walls"]
        h["doors"][0]["wall0"] = "wall|2|3.00|0.00|3.00|3.00"
    variant("dangling_wall.json", dangling_wall)

    text = json.dumps(base, indent=2, sort_keys=True)
    broken = text.replace('"roomType": "Kitchen"\n', '"roomType": "Kitchen",\n', 1)
    with open(os.path.join(HERE, "bad/invalid_json.json"), "w") as f:
        f.write(broken + "\n")
    with open(os.path.join(HERE, "bad/lfs_pointer.jsonl.gz"), "w") as f:
        f.write("version https://git-lfs.github.com/spec/v1\n"
                "oid sha256:4b1e0b7f6d3c2a9e8f7d6c5b4a3928171605f4e3d2c1b0a9f8e7d6c5b4a39281\n"
                "size 183476234\n")


def main():
    os.makedirs(os.path.join(HERE, "bad"), exist_ok=True)
    write("house_multiroom.json", multiroom())
    lines = [line(multiroom()), line(studio()), "",
             line(two_rooms())[:-40],  # cut mid-house: invalid JSON on line 4
             line(two_rooms())]
    with open(os.path.join(HERE, "houses.jsonl"), "w") as f:
        f.write("\n".join(lines) + "\n")
    bad_files()


if __name__ == "__main__":
    main()
