// WWDC style (byte parsing): decoding a little-endian record from a byte array
let record: [UInt8] = [0x2A, 0x00, 0x00, 0x00, 0x10, 0x27, 0x07, 0x68, 0x69, 0x00]
struct Parsed { var id: UInt32; var amount: UInt16; var flags: UInt8; var name: String }

func parse(_ bytes: [UInt8]) -> Parsed {
    bytes.withUnsafeBytes { raw in
        let id = raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self)
        let amount = raw.loadUnaligned(fromByteOffset: 4, as: UInt16.self)
        let flags = raw[6]
        var nameBytes: [UInt8] = []
        var off = 7
        while raw[off] != 0 {
            nameBytes.append(raw[off])
            off += 1
        }
        return Parsed(id: UInt32(littleEndian: id), amount: UInt16(littleEndian: amount), flags: flags,
                      name: String(decoding: nameBytes, as: UTF8.self))
    }
}
let p = parse(record)
print("id", p.id)
print("amount", p.amount)
print("flags", String(p.flags, radix: 2))
print("name", p.name)
print("flag bit 0", p.flags & 1 == 1, "bit 3", p.flags & 8 == 8)
// expect: id 42
// expect: amount 10000
// expect: flags 111
// expect: name hi
// expect: flag bit 0 true bit 3 false
