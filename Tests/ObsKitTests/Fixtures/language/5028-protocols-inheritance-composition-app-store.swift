// Protocols: property and method requirements, protocol inheritance, composition, protocols as types
// expected output: swiftc 6.3.1 (Linux), run on this machine
// An app store: titled and versioned apps, a number stepper, poll summaries, map pins, shifts.
protocol Titled { var title: String { get } }
protocol Versioned { var version: Int { get set } }
struct App: Titled, Versioned {
    var title: String
    var version: Int
}
func shipUpdate(to app: inout some Titled & Versioned) {
    app.version += 1
    print("Shipping \(app.title) version \(app.version)!")
}
var notes = App(title: "Notepad", version: 7)
shipUpdate(to: &notes)
func describe(_ x: any Titled & Versioned) -> String { "\(x.title) v\(x.version)" }
print(describe(notes))

protocol Stepper { mutating func step() -> Int }
struct CollatzStepper: Stepper {
    var value = 27
    mutating func step() -> Int {
        value = value % 2 == 0 ? value / 2 : 3 * value + 1
        return value
    }
}
var stepper = CollatzStepper()
print(stepper.step(), stepper.step(), stepper.step())

protocol Summarized { var summary: String { get } }
protocol BannerSummarized: Summarized { var banner: String { get } }
struct Poll: BannerSummarized {
    let options: Int
    var summary: String { "A poll with \(options) options" }
    var banner: String { "*** " + summary + " ***" }
}
let lunchPoll = Poll(options: 4)
print(lunchPoll.summary)
print(lunchPoll.banner)

class MapPin {
    var lat: Double, long: Double
    init(lat: Double, long: Double) { self.lat = lat; self.long = long }
}
class Cafe: MapPin, Titled {
    var title: String
    init(title: String, lat: Double, long: Double) {
        self.title = title
        super.init(lat: lat, long: long)
    }
}
func checkIn(at place: MapPin & Titled) {
    print("Checked in at \(place.title) (\(place.lat), \(place.long))")
}
checkIn(at: Cafe(title: "The Corner Cup", lat: 12.5, long: -3.25))

let items: [any Summarized] = [lunchPoll, Poll(options: 2)]
for i in items {
    if let b = i as? BannerSummarized { print("banner:", b.banner) }
}
protocol Cyclable { mutating func advance() }
enum Shift: Cyclable { case day, night
    mutating func advance() { self = self == .day ? .night : .day }
}
var shift = Shift.night
shift.advance()
print(shift)
protocol Badge: AnyObject { var level: Int { get set } }
final class Volunteer: Badge { var level = 1 }
let v: Badge = Volunteer()
v.level = 5
print(v.level)
// expect: Shipping Notepad version 8!
// expect: Notepad v8
// expect: 82 41 124
// expect: A poll with 4 options
// expect: *** A poll with 4 options ***
// expect: Checked in at The Corner Cup (12.5, -3.25)
// expect: banner: *** A poll with 4 options ***
// expect: banner: *** A poll with 2 options ***
// expect: day
// expect: 5
