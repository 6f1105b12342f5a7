// Swift book style: deinit runs only when the last strong reference is set to nil
class Lamp {
    let label: String
    init(label: String) {
        self.label = label
        print("\(label) switched on")
    }
    deinit {
        print("\(label) switched off")
    }
}

var first: Lamp? = Lamp(label: "desk lamp")
var second: Lamp? = first
var third: Lamp? = first
print("three references exist")
first = nil
print("first cleared")
second = nil
print("second cleared")
third = nil
print("third cleared")

var other: Lamp? = Lamp(label: "floor lamp")
other = Lamp(label: "wall lamp")
print("reassigned other")
other = nil
print("done")
// expect: desk lamp switched on
// expect: three references exist
// expect: first cleared
// expect: second cleared
// expect: desk lamp switched off
// expect: third cleared
// expect: floor lamp switched on
// expect: wall lamp switched on
// expect: floor lamp switched off
// expect: reassigned other
// expect: wall lamp switched off
// expect: done
