// Replacing a variable's value releases the old instance after the new one is created.
// Globals are not destroyed at program exit, so Token 2 never prints its deinit.
class Token {
    let id: Int
    init(_ id: Int) {
        self.id = id
        print("init \(id)")
    }
    deinit {
        print("deinit \(id)")
    }
}
var t = Token(1)
t = Token(2)
print("done")
// expect: init 1
// expect: init 2
// expect: deinit 1
// expect: done
