// The Swift Programming Language style (property wrappers): an optional wrapped property with no initial value starts as init(wrappedValue: nil), on a property and on a local, unless the wrapper has an init()
@propertyWrapper
struct Logged<Value> {
    private var value: Value
    init(wrappedValue: Value) {
        print("Logged made with \(wrappedValue)")
        value = wrappedValue
    }
    var wrappedValue: Value {
        get { value }
        set { print("Logged set to \(newValue)"); value = newValue }
    }
}

@propertyWrapper
struct Defaulted {
    var wrappedValue: String?
    init() { print("Defaulted made by init()"); wrappedValue = "preset" }
    init(wrappedValue: String?) { print("Defaulted made with a value"); self.wrappedValue = wrappedValue }
}

struct Profile {
    @Defaulted var motto: String?
    @Logged var nickname: String?
    var name: String
}

var profile = Profile(name: "Ada")
print(profile.nickname ?? "no nickname", profile.motto ?? "no motto")
profile.nickname = "countess"
print(profile.nickname ?? "no nickname")

func draft() {
    @Logged var subject: String?
    print(subject ?? "empty")
    subject = "Hello"
    print(subject ?? "empty")
}
draft()

// expect: Defaulted made by init()
// expect: Logged made with nil
// expect: no nickname preset
// expect: Logged set to Optional("countess")
// expect: countess
// expect: Logged made with nil
// expect: empty
// expect: Logged set to Optional("Hello")
// expect: Hello
