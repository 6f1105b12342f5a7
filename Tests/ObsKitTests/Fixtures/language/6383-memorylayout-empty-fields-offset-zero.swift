// MemoryLayout (empty stored properties): a one-case enum, an empty struct and Void take no room and sit at offset 0, whatever comes before them
enum E { case a }
struct X {}
struct S { let i: Int8; let e: E; let b: Int; let x: X; let c: Int8; let v: Void }
print(MemoryLayout<S>.offset(of: \.i)!, MemoryLayout<S>.offset(of: \.e)!, MemoryLayout<S>.offset(of: \.b)!, MemoryLayout<S>.offset(of: \.x)!, MemoryLayout<S>.offset(of: \.c)!, MemoryLayout<S>.offset(of: \.v)!)
print(MemoryLayout<S>.size, MemoryLayout<S>.stride, MemoryLayout<S>.alignment)

// expect: 0 0 8 0 16 0
// expect: 17 24 8
