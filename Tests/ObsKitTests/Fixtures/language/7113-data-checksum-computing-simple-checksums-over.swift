// Tutorial style (Data checksum): computing simple checksums over bytes of a Data value
import Foundation

func xorChecksum(_ data: Data) -> UInt8 {
    return data.reduce(0, ^)
}

func adler32(_ data: Data) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    return (b << 16) | a
}

let inputs = ["", "a", "abc", "Wikipedia", "hello world"]
for s in inputs {
    let d = Data(s.utf8)
    print(String(format: "%-12@ xor=%02x adler=%08x", s, xorChecksum(d), adler32(d)))
}

var buffer = Data()
for i in 0..<8 {
    buffer.append(UInt8(i * 31 % 256))
}
print(buffer.map { String($0) }.joined(separator: ","))
print(xorChecksum(buffer))
let chunks = stride(from: 0, to: buffer.count, by: 3).map { buffer[$0..<min($0 + 3, buffer.count)] }
print(chunks.map { Array($0) })
// expect:  xor=00 adler=00000001
// expect: a xor=61 adler=00620062
// expect: abc xor=60 adler=024d0127
// expect: Wikipedia xor=45 adler=11e60398
// expect: hello world xor=20 adler=1a0b045d
// expect: 0,31,62,93,124,155,186,217
// expect: 248
// expect: [[0, 31, 62], [93, 124, 155], [186, 217]]
