// Swift book style: type properties with static and class keywords and overridden computed class vars
struct SomeStructure {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int {
        return 1
    }
}

enum SomeEnumeration {
    static var storedTypeProperty = "Some enum value."
    static var computedTypeProperty: Int {
        return 6
    }
}

class SomeClass {
    static var storedTypeProperty = "Some class value."
    static var computedTypeProperty: Int {
        return 27
    }
    class var overrideableComputedTypeProperty: Int {
        return 107
    }
    class var kind: String { "SomeClass" }
    func describe() -> String {
        return "I am \(type(of: self).kind) with \(type(of: self).overrideableComputedTypeProperty)"
    }
}

class SubClass: SomeClass {
    override class var overrideableComputedTypeProperty: Int {
        return super.overrideableComputedTypeProperty * 2
    }
    override class var kind: String { "SubClass" }
}

print(SomeStructure.storedTypeProperty)
SomeStructure.storedTypeProperty = "Another value."
print(SomeStructure.storedTypeProperty)
print(SomeEnumeration.computedTypeProperty)
print(SomeClass.computedTypeProperty)
print(SomeClass.overrideableComputedTypeProperty)
print(SubClass.overrideableComputedTypeProperty)
print(SubClass.storedTypeProperty)
SubClass.storedTypeProperty = "Changed through subclass"
print(SomeClass.storedTypeProperty)

let objects: [SomeClass] = [SomeClass(), SubClass()]
for object in objects {
    print(object.describe())
}
let metatypes: [SomeClass.Type] = [SomeClass.self, SubClass.self]
for m in metatypes {
    print("\(m.kind): \(m.overrideableComputedTypeProperty)")
}
// expect: Some value.
// expect: Another value.
// expect: 6
// expect: 27
// expect: 107
// expect: 214
// expect: Some class value.
// expect: Changed through subclass
// expect: I am SomeClass with 107
// expect: I am SubClass with 214
// expect: SomeClass: 107
// expect: SubClass: 214
