// A weak reference does not keep its object alive and reads nil once the last strong reference goes.
class Token {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("token \(id) deinit") }
}
var strong: Token? = Token(id: 7)
weak var observer = strong
print(observer?.id ?? -1)
var second = strong
strong = nil
print("after first release:", observer?.id ?? -1)
second = nil
print("after second release:", observer?.id ?? -1)
print(observer == nil)

// expect: 7
// expect: after first release: 7
// expect: token 7 deinit
// expect: after second release: -1
// expect: true
