// Compiler test style: AnyObject, identity, and casts between class existentials
protocol Resource: AnyObject { var id: Int { get } }
class File: Resource {
    let id: Int
    init(id: Int) { self.id = id }
}
class Socket: Resource {
    let id: Int
    var open = true
    init(id: Int) { self.id = id }
}

let f1 = File(id: 1)
let r1: Resource = f1
let r2: any Resource = File(id: 1)
print(r1 === f1, r1 === r2, r1.id == r2.id)

let objs: [AnyObject] = [f1, Socket(id: 2), File(id: 3)]
for o in objs {
    if let r = o as? Resource {
        print(type(of: r), r.id, o is Socket, o === f1)
    }
}
let sockets = objs.compactMap { $0 as? Socket }
print(sockets.count, sockets.map(\.id), sockets.first!.open)

let anyValue: Any = f1
print(anyValue is AnyObject, (anyValue as AnyObject) === f1)
print(ObjectIdentifier(r1) == ObjectIdentifier(f1))
print(ObjectIdentifier(type(of: r1)) == ObjectIdentifier(File.self))

func same<T: AnyObject>(_ a: T, _ b: T) -> Bool { a === b }
print(same(f1, f1), same(r1 as AnyObject, r2 as AnyObject), same(r1 as AnyObject, f1))
weak var weakRef: File? = f1
print(weakRef?.id ?? 0)
var holder: [Resource] = [f1, f1, Socket(id: 9)]
holder.removeAll { $0 === f1 }
print(holder.map { $0.id })
// expect: true false true
// expect: File 1 false true
// expect: Socket 2 true false
// expect: File 3 false false
// expect: 1 [2] true
// expect: true true
// expect: true
// expect: true
// expect: true false true
// expect: 1
// expect: [9]
