// Tutorial style (relative dates): a fixed-anchor relative format style instead of Date.now
// known-gap: `Date.AnchoredRelativeFormatStyle` (relative dates such as "yesterday") is not provided
import Foundation

let en = Locale(identifier: "en_US")
let anchor = Date(timeIntervalSince1970: 1_700_000_000)

var named = Date.AnchoredRelativeFormatStyle(anchor: anchor, presentation: .named, unitsStyle: .wide)
named.locale = en
var numeric = Date.AnchoredRelativeFormatStyle(anchor: anchor, presentation: .numeric, unitsStyle: .wide)
numeric.locale = en

let offsets: [TimeInterval] = [-86400, 86400, -3600 * 5, 60 * 30, -86400 * 14, 0]
for off in offsets {
    let date = anchor.addingTimeInterval(off)
    print("\(Int(off)): \(named.format(date)) | \(numeric.format(date))")
}

var short = Date.AnchoredRelativeFormatStyle(anchor: anchor, presentation: .numeric, unitsStyle: .abbreviated)
short.locale = en
print(short.format(anchor.addingTimeInterval(-7200)))

var french = Date.AnchoredRelativeFormatStyle(anchor: anchor, presentation: .named, unitsStyle: .wide)
french.locale = Locale(identifier: "fr_FR")
print(french.format(anchor.addingTimeInterval(-86400)))
print(french.format(anchor.addingTimeInterval(86400 * 3)))
// expect: -86400: tomorrow | in 1 day
// expect: 86400: yesterday | 1 day ago
// expect: -18000: in 5 hours | in 5 hours
// expect: 1800: 30 minutes ago | 30 minutes ago
// expect: -1209600: in 2 weeks | in 2 weeks
// expect: 0: now | in 0 seconds
// expect: in 2 hr.
// expect: demain
// expect: il y a 3 jours
