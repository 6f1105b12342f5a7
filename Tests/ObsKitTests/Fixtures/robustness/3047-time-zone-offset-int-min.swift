// Class: crash (found by obsfuzz: `TimeZone(secondsFromGMT: -Int.max - 1)` trapped inside ObsKit, in
// Foundation's TimeZone, which takes the offset's magnitude). swiftc 6.3.1 on this machine traps the same way
// (Illegal instruction in TimeZoneCache.State.offsetFixed); ObsREPL stops the script with a Fatal error that says
// why, the session intact. Any other offset beyond the 18 hours a zone allows gives nil, as in Swift.
import Foundation
print(TimeZone(secondsFromGMT: 100_000) as Any)
print(TimeZone(secondsFromGMT: -Int.max) as Any)
let zone = TimeZone(secondsFromGMT: -Int.max - 1)
// expect: nil
// expect: nil
// expect-error: traps on Int.min
