/**
 * A small real slice of the national administrative divisions (GB/T 2260 codes): provinces, their
 * cities and the cities' districts, for the area dictionary of the reference server.
 */
export interface AreaRecord {
  id: string;
  parentId: string;
  name: string;
}

type Tree = [id: string, name: string, cities: [id: string, name: string, areas: [string, string][]][]][];

const TREE: Tree = [
  [
    "110000",
    "北京市",
    [
      [
        "110100",
        "北京市",
        [
          ["110101", "东城区"],
          ["110102", "西城区"],
          ["110105", "朝阳区"],
          ["110108", "海淀区"],
        ],
      ],
    ],
  ],
  [
    "120000",
    "天津市",
    [
      [
        "120100",
        "天津市",
        [
          ["120101", "和平区"],
          ["120102", "河东区"],
          ["120104", "南开区"],
        ],
      ],
    ],
  ],
  [
    "440000",
    "广东省",
    [
      [
        "440100",
        "广州市",
        [
          ["440104", "越秀区"],
          ["440106", "天河区"],
          ["440111", "白云区"],
        ],
      ],
      [
        "440300",
        "深圳市",
        [
          ["440304", "福田区"],
          ["440305", "南山区"],
          ["440306", "宝安区"],
        ],
      ],
    ],
  ],
  [
    "430000",
    "湖南省",
    [
      [
        "430100",
        "长沙市",
        [
          ["430102", "芙蓉区"],
          ["430104", "岳麓区"],
          ["430111", "雨花区"],
        ],
      ],
      [
        "430200",
        "株洲市",
        [
          ["430202", "荷塘区"],
          ["430211", "天元区"],
        ],
      ],
    ],
  ],
  [
    "510000",
    "四川省",
    [
      [
        "510100",
        "成都市",
        [
          ["510104", "锦江区"],
          ["510107", "武侯区"],
          ["510108", "成华区"],
        ],
      ],
      [
        "510700",
        "绵阳市",
        [
          ["510703", "涪城区"],
          ["510704", "游仙区"],
        ],
      ],
    ],
  ],
];

export const PROVINCES: AreaRecord[] = TREE.map(([id, name]) => ({ id, parentId: "0", name }));
export const CITIES: AreaRecord[] = TREE.flatMap(([provinceId, , cities]) =>
  cities.map(([id, name]) => ({ id, parentId: provinceId, name })),
);
export const AREAS: AreaRecord[] = TREE.flatMap(([, , cities]) =>
  cities.flatMap(([cityId, , areas]) => areas.map(([id, name]) => ({ id, parentId: cityId, name }))),
);

/** The tree of shell spec §3: provinces with `citys`, cities with `areas`. */
export function areaTree() {
  return PROVINCES.map((province) => ({
    ...province,
    citys: CITIES.filter((city) => city.parentId === province.id).map((city) => ({
      ...city,
      areas: AREAS.filter((area) => area.parentId === city.id),
    })),
  }));
}
