// Compiler test style: protocol requirement dispatch through subclass that inherits conformance
protocol Speaker {
    func speak() -> String
}
extension Speaker {
    func speak() -> String { "default speech" }
    func loud() -> String { speak().uppercased() + "!" }
}
class Parent: Speaker {}
class Child: Parent {
    func speak() -> String { "child speech" }
}
class Other: Speaker {
    func speak() -> String { "other speech" }
}
class OtherChild: Other {
    override func speak() -> String { "other child speech" }
}

let c = Child()
print(c.speak())
let asParent: Parent = c
print(asParent.speak())
let asSpeaker: Speaker = c
print(asSpeaker.speak())
print(asSpeaker.loud())

let oc = OtherChild()
let ocSpeaker: Speaker = oc
print(ocSpeaker.speak())
print(ocSpeaker.loud())
let ocOther: Other = oc
print(ocOther.speak())

func generic<T: Speaker>(_ t: T) -> String { t.speak() }
print(generic(c))
print(generic(oc))
print(generic(Parent()))
let list: [Speaker] = [Parent(), Child(), Other(), OtherChild()]
for s in list { print(s.speak(), "|", s.loud()) }
// expect: child speech
// expect: default speech
// expect: default speech
// expect: DEFAULT SPEECH!
// expect: other child speech
// expect: OTHER CHILD SPEECH!
// expect: other child speech
// expect: default speech
// expect: other child speech
// expect: default speech
// expect: default speech | DEFAULT SPEECH!
// expect: default speech | DEFAULT SPEECH!
// expect: other speech | OTHER SPEECH!
// expect: other child speech | OTHER CHILD SPEECH!
