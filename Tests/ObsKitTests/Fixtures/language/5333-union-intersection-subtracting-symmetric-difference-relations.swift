// Swift standard library docs style (Set algebra): union, intersection, subtracting, symmetric difference, relations
let employees: Set = ["Alicia", "Bethany", "Chris", "Diana", "Eric"]
let neighbors: Set = ["Bethany", "Eric", "Forlani", "Greta"]
let attendees: Set = ["Alicia", "Bethany", "Diana"]

print(employees.union(neighbors).sorted())
print(employees.intersection(neighbors).sorted())
print(employees.subtracting(neighbors).sorted())
print(employees.symmetricDifference(neighbors).sorted())

print(attendees.isSubset(of: employees))
print(employees.isSuperset(of: attendees))
print(attendees.isStrictSubset(of: employees))
print(attendees.isDisjoint(with: neighbors))
print(employees.isDisjoint(with: ["Zed"]))

var mutable = employees
mutable.formIntersection(attendees)
print(mutable.sorted())
let (inserted, member) = mutable.insert("Alicia")
print(inserted, member)
print(mutable.insert("Zoe").inserted)
print(mutable.remove("Chris") as Any)
print(mutable.remove("Diana") ?? "none")
mutable.formUnion(["Yan", "Xu"])
print(mutable.sorted(), mutable.count)
mutable.subtract(["Yan"])
print(mutable.contains("Yan"), mutable.contains("Xu"))

// expect: ["Alicia", "Bethany", "Chris", "Diana", "Eric", "Forlani", "Greta"]
// expect: ["Bethany", "Eric"]
// expect: ["Alicia", "Chris", "Diana"]
// expect: ["Alicia", "Chris", "Diana", "Forlani", "Greta"]
// expect: true
// expect: true
// expect: true
// expect: false
// expect: true
// expect: ["Alicia", "Bethany", "Diana"]
// expect: false Alicia
// expect: true
// expect: nil
// expect: Diana
// expect: ["Alicia", "Bethany", "Xu", "Yan", "Zoe"] 5
// expect: false true
