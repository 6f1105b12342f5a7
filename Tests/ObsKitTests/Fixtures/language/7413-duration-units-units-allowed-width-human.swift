// Tutorial style (Duration units style): .units(allowed:width:) for human-readable durations (expected output from swiftc on this machine, in the simulated device's locale en_US: the machine's own default, en_001, abbreviates seconds "secs")
import Foundation

let meeting = Duration.seconds(5400)
print(meeting.formatted(.units()))
print(meeting.formatted(.units(allowed: [.hours, .minutes], width: .wide)))
print(meeting.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
print(meeting.formatted(.units(allowed: [.hours, .minutes], width: .condensedAbbreviated)))
print(meeting.formatted(.units(allowed: [.hours, .minutes], width: .narrow)))
print(meeting.formatted(.units(allowed: [.minutes], width: .wide)))

let flight = Duration.seconds(2 * 86400 + 3 * 3600 + 5 * 60)
print(flight.formatted(.units(allowed: [.days, .hours, .minutes], width: .wide)))
print(flight.formatted(.units(allowed: [.days, .hours, .minutes], width: .wide, maximumUnitCount: 2)))

let quick = Duration.milliseconds(2_345)
print(quick.formatted(.units(allowed: [.seconds, .milliseconds], width: .abbreviated)))
print(quick.formatted(.units(allowed: [.seconds], width: .wide, fractionalPart: .show(length: 2))))

print(Duration.seconds(0).formatted(.units(allowed: [.minutes, .seconds], width: .wide)))
print(Duration.seconds(0).formatted(.units(allowed: [.minutes, .seconds], width: .wide, zeroValueUnits: .show(length: 1))))
print(Duration.seconds(61).formatted(.units(allowed: [.minutes, .seconds], width: .wide).locale(Locale(identifier: "fr_FR"))))
print(Duration.seconds(61).formatted(.units(allowed: [.minutes, .seconds], width: .wide).locale(Locale(identifier: "de_DE"))))
// expect: 1 hr, 30 min
// expect: 1 hour, 30 minutes
// expect: 1 hr, 30 min
// expect: 1 hr 30 min
// expect: 1h 30m
// expect: 90 minutes
// expect: 2 days, 3 hours, 5 minutes
// expect: 2 days, 3 hours
// expect: 2 sec, 345 ms
// expect: 2.34 seconds
// expect: 0 seconds
// expect: 0 minutes, 0 seconds
// expect: 1 minute et 1 seconde
// expect: 1 Minute und 1 Sekunde
