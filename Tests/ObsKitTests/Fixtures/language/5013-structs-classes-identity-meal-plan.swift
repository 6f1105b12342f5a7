// Structures and classes: value vs reference semantics, memberwise init, identity operators
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A meal-kit service: a portion is a value, a subscription plan is a shared object.
struct Portion {
    var grams = 0
    var calories = 0
}
class MealPlan {
    var portion = Portion()
    var vegetarian = false
    var pricePerDay = 0.0
    var name: String?
}
let standard = Portion(grams: 450, calories: 620)
var hearty = standard
hearty.grams = 600
print("hearty is \(hearty.grams) g, standard is still \(standard.grams) g")

let familyPlan = MealPlan()
familyPlan.portion = standard
familyPlan.vegetarian = true
familyPlan.name = "Family Green"
familyPlan.pricePerDay = 18.5
let sharedPlan = familyPlan
sharedPlan.pricePerDay = 21.0
print("pricePerDay of familyPlan is now \(familyPlan.pricePerDay)")
if familyPlan === sharedPlan {
    print("same instance")
}
let other = MealPlan()
print(familyPlan !== other, other.name ?? "unnamed")

enum Course { case starter, dessert }
var current = Course.starter
let remembered = current
current = .dessert
print(current, remembered)

var a = [1, 2, 3]
var b = a
b.append(4)
print(a, b)

struct Point: CustomStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x), \(y))" }
}
class Holder { var p = Point(x: 0, y: 0) }
let h1 = Holder()
let h2 = h1
h2.p.x = 9
print(h1.p, h2.p)
var copy = h1.p
copy.y = 5
print(h1.p, copy)
print(ObjectIdentifier(h1) == ObjectIdentifier(h2))
print(Portion(grams: 300).calories, Portion().grams)
// expect: hearty is 600 g, standard is still 450 g
// expect: pricePerDay of familyPlan is now 21.0
// expect: same instance
// expect: true unnamed
// expect: dessert starter
// expect: [1, 2, 3] [1, 2, 3, 4]
// expect: (9, 0) (9, 0)
// expect: (9, 0) (9, 5)
// expect: true
// expect: 0 0
