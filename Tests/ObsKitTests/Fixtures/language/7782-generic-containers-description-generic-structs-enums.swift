// Blog style (generic containers): description of generic structs and enums
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
}
enum Result2<Value, Failure> { case ok(Value), err(Failure) }
var st = Stack<Int>()
st.push(1); st.push(2)
print(st)
var ss = Stack<String>()
ss.push("a")
print(ss)
debugPrint(ss)
print(type(of: st), type(of: ss))
let r: Result2<Int, String> = .ok(5)
let e: Result2<Int, String> = .err("bad")
print(r, e)
print(type(of: r))
let real: Result<Int, Never> = .success(3)
print(real)
enum MyErr: Error { case boom }
let failing: Result<String, MyErr> = .failure(.boom)
print(failing)
dump(failing)
print(Stack<Stack<Int>>(items: [st]))
print(String(reflecting: type(of: st)))
print(Optional(st) as Any)
// expect: Stack<Int>(items: [1, 2])
// expect: Stack<String>(items: ["a"])
// expect: main.Stack<Swift.String>(items: ["a"])
// expect: Stack<Int> Stack<String>
// expect: ok(5) err("bad")
// expect: Result2<Int, String>
// expect: success(3)
// expect: failure(main.MyErr.boom)
// expect: ▿ Swift.Result<Swift.String, main.MyErr>.failure
// expect:   - failure: main.MyErr.boom
// expect: Stack<Stack<Int>>(items: [main.Stack<Swift.Int>(items: [1, 2])])
// expect: main.Stack<Swift.Int>
// expect: Optional(main.Stack<Swift.Int>(items: [1, 2]))
