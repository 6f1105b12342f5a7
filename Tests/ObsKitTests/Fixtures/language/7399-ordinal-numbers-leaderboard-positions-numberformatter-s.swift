// Tutorial style (ordinal numbers): leaderboard positions with NumberFormatter's ordinal style
import Foundation

let ordinal = NumberFormatter()
ordinal.locale = Locale(identifier: "en_US")
ordinal.numberStyle = .ordinal

let players = ["Mia", "Leo", "Zoe", "Sam", "Ivy", "Max", "Kai", "Ana", "Eli", "Noa", "Ben", "Ada", "Tom"]
for (index, name) in players.enumerated() {
    let place = ordinal.string(from: NSNumber(value: index + 1))!
    print("\(place) place: \(name)")
}

for n in [21, 22, 23, 101, 111, 112] {
    print(ordinal.string(from: NSNumber(value: n))!, terminator: " ")
}
print()

let french = NumberFormatter()
french.locale = Locale(identifier: "fr_FR")
french.numberStyle = .ordinal
print("French: \([1, 2, 3].map { french.string(from: NSNumber(value: $0))! }.joined(separator: ", "))")

let german = NumberFormatter()
german.locale = Locale(identifier: "de_DE")
german.numberStyle = .ordinal
print("German: \([1, 2, 3].map { german.string(from: NSNumber(value: $0))! }.joined(separator: ", "))")
// expect: 1st place: Mia
// expect: 2nd place: Leo
// expect: 3rd place: Zoe
// expect: 4th place: Sam
// expect: 5th place: Ivy
// expect: 6th place: Max
// expect: 7th place: Kai
// expect: 8th place: Ana
// expect: 9th place: Eli
// expect: 10th place: Noa
// expect: 11th place: Ben
// expect: 12th place: Ada
// expect: 13th place: Tom
// expect: 21st 22nd 23rd 101st 111th 112th 
// expect: French: 1er, 2e, 3e
// expect: German: 1., 2., 3.
