// UnsafeMutablePointer's initialize(repeating:count:), update(repeating:count:), update(from:count:),
// move() (the cell is left uninitialized and can be initialized again), deinitialize(count:), and
// UnsafePointer(mutablePointer) and UnsafeMutablePointer(mutating:) between the two kinds.
// Expected output from swiftc on this machine.

final class Token {
    let name: String
    init(_ name: String) { self.name = name }
}

let p = UnsafeMutablePointer<Int>.allocate(capacity: 6)
p.initialize(repeating: 1, count: 6)
(p + 2).update(repeating: 5, count: 3)
print((0..<6).map { p[$0] })

let source = [10, 20]
source.withUnsafeBufferPointer { buffer in
    (p + 4).update(from: buffer.baseAddress!, count: 2)
}
print((0..<6).map { p[$0] })

let moved = (p + 1).move()
(p + 1).initialize(to: moved * 100)
print(moved, p[1])

let view = UnsafePointer(p)
print(view.pointee, view[5], view + 5 == UnsafePointer(p + 5))
let back = UnsafeMutablePointer(mutating: view)
back[0] = -1
print(p.pointee, back == p)
p.deinitialize(count: 6)
p.deallocate()

let tokens = UnsafeMutablePointer<Token>.allocate(capacity: 2)
tokens.initialize(to: Token("a"))
(tokens + 1).initialize(to: Token("b"))
let taken = tokens.move()
tokens.initialize(to: Token("c"))
print(taken.name, tokens.pointee.name, tokens[1].name)
tokens.deinitialize(count: 2)
tokens.deallocate()

let maybe: UnsafeMutablePointer<Int>? = nil
print(UnsafePointer(maybe) == nil)

// expect: [1, 1, 5, 5, 5, 1]
// expect: [1, 1, 5, 5, 10, 20]
// expect: 1 100
// expect: 1 20 true
// expect: -1 true
// expect: a c b
// expect: true
