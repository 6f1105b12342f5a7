// A typed pointer from allocate(capacity:): initialize(to:), pointee and subscripts read and written,
// deinitialize(count:) and deallocate(), as a manual stack buffer in test programs uses them; a pointer
// in a `let` changes what it points at.
// Expected output from swiftc on this machine.

struct IntStack {
    let storage: UnsafeMutablePointer<Int>
    let capacity: Int
    var count = 0

    init(capacity: Int) {
        storage = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
        self.capacity = capacity
    }

    mutating func push(_ value: Int) {
        precondition(count < capacity, "stack is full")
        (storage + count).initialize(to: value)
        count += 1
    }

    mutating func pop() -> Int? {
        guard count > 0 else { return nil }
        count -= 1
        return (storage + count).move()
    }

    var top: Int? { count > 0 ? storage[count - 1] : nil }

    func free() {
        storage.deinitialize(count: count)
        storage.deallocate()
    }
}

var stack = IntStack(capacity: 4)
for value in [3, 1, 4] { stack.push(value) }
print("top", stack.top ?? -1, "count", stack.count)
print(stack.pop() ?? -1, stack.pop() ?? -1)
stack.push(9)
print("top", stack.top ?? -1, "count", stack.count)
stack.free()

let p = UnsafeMutablePointer<Int>.allocate(capacity: 3)
p.initialize(to: 10)
p[1] = 20
(p + 2).initialize(to: 30)
print(p.pointee, p[1], p[2])
p.pointee += 1
p[2] *= 2
p[1] -= p.pointee
print(p.pointee, p[1], p[2])
print(type(of: p), MemoryLayout<UnsafeMutablePointer<Int>>.size)
p.deinitialize(count: 3)
p.deallocate()

let names = UnsafeMutablePointer<String>.allocate(capacity: 2)
names.initialize(to: "Ada")
(names + 1).initialize(to: "Grace")
names[1] += " Hopper"
names.pointee.append("!")
print(names[0], names[1], names[1].count)
names.deinitialize(count: 2)
names.deallocate()

let flags: UnsafeMutablePointer<Bool> = .allocate(capacity: 1)
flags.initialize(to: false)
flags.pointee.toggle()
print(flags.pointee, type(of: flags))
flags.deallocate()

struct Cell { let slot: UnsafeMutablePointer<Int> }
let cell = Cell(slot: UnsafeMutablePointer<Int>.allocate(capacity: 1))
cell.slot.initialize(to: 1)
cell.slot.pointee += 1
cell.slot[0] *= 10
print(cell.slot.pointee)
cell.slot.deallocate()

// expect: top 4 count 3
// expect: 4 1
// expect: top 9 count 2
// expect: 10 20 30
// expect: 11 9 60
// expect: UnsafeMutablePointer<Int> 8
// expect: Ada! Grace Hopper 12
// expect: true UnsafeMutablePointer<Bool>
// expect: 20
