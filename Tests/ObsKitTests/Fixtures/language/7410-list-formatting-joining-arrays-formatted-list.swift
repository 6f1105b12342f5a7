// Tutorial style (list formatting): joining arrays with .formatted(.list(type:)) and member styles
import Foundation

let en = Locale(identifier: "en_US")
let fr = Locale(identifier: "fr_FR")
let de = Locale(identifier: "de_DE")

let fruits = ["apples", "pears", "plums"]
print(fruits.formatted(.list(type: .and).locale(en)))
print(fruits.formatted(.list(type: .or).locale(en)))
print(fruits.formatted(.list(type: .and).locale(fr)))
print(fruits.formatted(.list(type: .or).locale(de)))

print(["solo"].formatted(.list(type: .and).locale(en)))
print(["tea", "coffee"].formatted(.list(type: .and).locale(en)))
print([String]().formatted(.list(type: .and).locale(en)).isEmpty)

print(fruits.formatted(.list(type: .and, width: .short).locale(en)))
print(fruits.formatted(.list(type: .and, width: .narrow).locale(en)))

let scores = [90, 85, 77]
print(scores.formatted(.list(memberStyle: .number, type: .and).locale(en)))

let guests = ["Ana", "Ben", "Cleo", "Dan"]
let invited = guests.filter { $0.count <= 3 }
print("Invited: \(invited.formatted(.list(type: .and).locale(en)))")
// expect: apples, pears, and plums
// expect: apples, pears, or plums
// expect: apples, pears et plums
// expect: apples, pears oder plums
// expect: solo
// expect: tea and coffee
// expect: true
// expect: apples, pears, & plums
// expect: apples, pears, plums
// expect: 90, 85, and 77
// expect: Invited: Ana, Ben, and Dan
