// WWDC style (optional pointers): UnsafePointer? and nil checks
func firstPositive(_ p: UnsafePointer<Int>, count: Int) -> UnsafePointer<Int>? {
    for i in 0..<count where p[i] > 0 { return p + i }
    return nil
}
let values = [-3, -1, 0, 8, 2]
values.withUnsafeBufferPointer { buf in
    if let hit = firstPositive(buf.baseAddress!, count: buf.count) {
        print("found", hit.pointee, "at", buf.baseAddress!.distance(to: hit))
    }
}
let negatives = [-1, -2]
negatives.withUnsafeBufferPointer { buf in
    let hit = firstPositive(buf.baseAddress!, count: buf.count)
    print("hit is nil:", hit == nil)
    print(hit.map { $0.pointee } ?? 0)
}
let maybe: UnsafeMutablePointer<Int>? = .allocate(capacity: 1)
maybe?.initialize(to: 5)
maybe?.pointee += 1
print(maybe?.pointee ?? -1)
if let m = maybe { m.deinitialize(count: 1); m.deallocate() }
let none: UnsafeRawPointer? = nil
print("none", none == nil)
let mut = UnsafeMutablePointer<Int>.allocate(capacity: 1)
mut.initialize(to: 12)
let immutable = UnsafePointer(mut)
print("via immutable", immutable.pointee)
mut.deallocate()
// expect: found 8 at 3
// expect: hit is nil: true
// expect: 0
// expect: 6
// expect: none true
// expect: via immutable 12
