// Stored, lazy, computed and read-only computed properties (expected output from swiftc 6.3.1 on Linux)
struct Loan {
    var principal: Int
    let termMonths: Int
}
var carLoan = Loan(principal: 18_000, termMonths: 48)
carLoan.principal -= 3_000
print("loan \(carLoan.principal) over \(carLoan.termMonths) months")

final class DictionaryLoader {
    var words: [String]
    init() {
        print("  (loading dictionary...)")
        words = ["alpha", "beta", "gamma"]
    }
}
final class SpellChecker {
    var checkedCount = 0
    lazy var dictionary = DictionaryLoader()
    lazy var banner: String = "Checker with \(dictionary.words.count) words"
    func check(_ word: String) -> Bool {
        checkedCount += 1
        return dictionary.words.contains(word)
    }
}
let checker = SpellChecker()
print("checker created, checked \(checker.checkedCount)")
print(checker.check("beta"))
print(checker.check("delta"))
print(checker.banner)

struct Pizza {
    var diameterCm: Double
    var slices: Int
    var radius: Double {
        get { diameterCm / 2 }
        set(newRadius) { diameterCm = newRadius * 2 }
    }
    var sliceAngle: Double { 360 / Double(slices) }
    var crustLength: Double {
        get { 3.0 * diameterCm }
    }
}
var margherita = Pizza(diameterCm: 30, slices: 8)
print("radius", margherita.radius, "angle", margherita.sliceAngle)
margherita.radius = 20
print("diameter now", margherita.diameterCm, "crust", margherita.crustLength)

struct PaceConverter {
    var minutesPerKm: Double
    var minutesPerMile: Double {
        get { minutesPerKm * 1.609344 }
        set { minutesPerKm = newValue / 1.609344 }
    }
    var kmPerHour: Double { 60 / minutesPerKm }
}
var pace = PaceConverter(minutesPerKm: 5)
print("per mile:", pace.minutesPerMile, "speed:", pace.kmPerHour)
pace.minutesPerMile = 8.04672
print("per km:", pace.minutesPerKm)

let fixedPie = Pizza(diameterCm: 12, slices: 4)
print("constant struct angle:", fixedPie.sliceAngle)
final class Profile {
    var first = "Grace"
    var last = "Hopper"
    var full: String { "\(first) \(last)" }
    var initials: String { "\(first.first!)\(last.first!)" }
}
let profile = Profile()
profile.last = "Kelly"
print(profile.full, profile.initials)

// expect: loan 15000 over 48 months
// expect: checker created, checked 0
// expect:   (loading dictionary...)
// expect: true
// expect: false
// expect: Checker with 3 words
// expect: radius 15.0 angle 45.0
// expect: diameter now 40.0 crust 120.0
// expect: per mile: 8.04672 speed: 12.0
// expect: per km: 5.0
// expect: constant struct angle: 90.0
// expect: Grace Kelly GK
