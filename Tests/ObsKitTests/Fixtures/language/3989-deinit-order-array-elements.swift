// Compiler test style: deinit order for array elements, dictionary values, reassignment and optional chaining
class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

class Owner {
    var tokens: [Token] = []
    var child: Owner?
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("Owner \(label) deinit with \(tokens.count) tokens") }
}

func arrays() {
    var list = [Token("a"), Token("b"), Token("c")]
    print("removing last")
    list.removeLast()
    print("replacing first")
    list[0] = Token("d")
    print("end of arrays()")
}
arrays()

func dictionaries() {
    var dict: [String: Token] = ["k": Token("v1")]
    dict["k"] = Token("v2")
    print("set k to nil")
    dict["k"] = nil
    print("end of dictionaries()")
}
dictionaries()

var root: Owner? = Owner("root")
root?.child = Owner("child")
root?.child?.tokens.append(Token("t1"))
root?.tokens = [Token("t2"), Token("t3")]
print("child tokens: \(root?.child?.tokens.count ?? 0)")
root?.child = nil
print("releasing root")
root = nil
root?.tokens.append(Token("never"))
print("end")
// expect: removing last
// expect: deinit c
// expect: replacing first
// expect: deinit a
// expect: end of arrays()
// expect: deinit d
// expect: deinit b
// expect: deinit v1
// expect: set k to nil
// expect: deinit v2
// expect: end of dictionaries()
// expect: child tokens: 1
// expect: Owner child deinit with 1 tokens
// expect: deinit t1
// expect: releasing root
// expect: Owner root deinit with 2 tokens
// expect: deinit t2
// expect: deinit t3
// expect: end
