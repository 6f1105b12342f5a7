// Puzzle style: Advent of Code packet decoder — hex to bits, recursive packet parsing and evaluation
struct BitReader {
    private let bits: [UInt8]
    private(set) var position = 0

    init(hex: String) {
        bits = hex.flatMap { ch -> [UInt8] in
            let nibble = ch.hexDigitValue ?? 0
            return (0..<4).reversed().map { UInt8((nibble >> $0) & 1) }
        }
    }

    mutating func read(_ count: Int) -> Int {
        defer { position += count }
        return bits[position..<position + count].reduce(0) { $0 << 1 | Int($1) }
    }
}

indirect enum Packet {
    case literal(version: Int, value: Int)
    case op(version: Int, type: Int, children: [Packet])

    var versionSum: Int {
        switch self {
        case .literal(let v, _): return v
        case let .op(v, _, children): return v + children.map(\.versionSum).reduce(0, +)
        }
    }

    var value: Int {
        switch self {
        case .literal(_, let value): return value
        case let .op(_, type, children):
            let values = children.map(\.value)
            switch type {
            case 0: return values.reduce(0, +)
            case 1: return values.reduce(1, *)
            case 2: return values.min()!
            case 3: return values.max()!
            case 5: return values[0] > values[1] ? 1 : 0
            case 6: return values[0] < values[1] ? 1 : 0
            default: return values[0] == values[1] ? 1 : 0
            }
        }
    }
}

func parsePacket(_ reader: inout BitReader) -> Packet {
    let version = reader.read(3)
    let type = reader.read(3)
    if type == 4 {
        var value = 0
        var more = true
        while more {
            more = reader.read(1) == 1
            value = value << 4 | reader.read(4)
        }
        return .literal(version: version, value: value)
    }
    var children: [Packet] = []
    if reader.read(1) == 0 {
        let length = reader.read(15)
        let end = reader.position + length
        while reader.position < end { children.append(parsePacket(&reader)) }
    } else {
        for _ in 0..<reader.read(11) { children.append(parsePacket(&reader)) }
    }
    return .op(version: version, type: type, children: children)
}

let transmissions = [
    "D2FE28", "38006F45291200", "EE00D40C823060",
    "8A004A801A8002F478", "620080001611562C8802118E34",
    "C200B40A82", "04005AC33890", "880086C3E88112", "CE00C43D881120",
    "D8005AC2A8F0", "F600BC2D8F", "9C005AC2F8F0", "9C0141080250320F1802104A08",
]
for hex in transmissions {
    var reader = BitReader(hex: hex)
    let packet = parsePacket(&reader)
    print("\(hex): versions=\(packet.versionSum) value=\(packet.value) bits=\(reader.position)")
}
// expect: D2FE28: versions=6 value=2021 bits=21
// expect: 38006F45291200: versions=9 value=1 bits=49
// expect: EE00D40C823060: versions=14 value=3 bits=51
// expect: 8A004A801A8002F478: versions=16 value=15 bits=69
// expect: 620080001611562C8802118E34: versions=12 value=46 bits=102
// expect: C200B40A82: versions=14 value=3 bits=40
// expect: 04005AC33890: versions=8 value=54 bits=44
// expect: 880086C3E88112: versions=15 value=7 bits=55
// expect: CE00C43D881120: versions=11 value=9 bits=51
// expect: D8005AC2A8F0: versions=13 value=1 bits=44
// expect: F600BC2D8F: versions=19 value=0 bits=40
// expect: 9C005AC2F8F0: versions=16 value=0 bits=44
// expect: 9C0141080250320F1802104A08: versions=20 value=1 bits=102
