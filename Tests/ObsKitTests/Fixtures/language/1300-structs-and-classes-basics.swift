// Structures and Classes: definitions, default property values, memberwise initializers, nested property access and assignment.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Resolution {
    var width = 0
    var height = 0
}
final class DisplayMode {
    var resolution = Resolution()
    var interlaced = false
    var refreshRate = 0.0
    var name: String?
}
let someResolution = Resolution()
let someMode = DisplayMode()
print("The width of someResolution is \(someResolution.width)")
print("The width of someMode is \(someMode.resolution.width)")
someMode.resolution.width = 1280
print("The width of someMode is now \(someMode.resolution.width)")
let vga = Resolution(width: 640, height: 480)
let tall = Resolution(height: 900)
print(vga, tall)
struct Card {
    var title: String
    var tags: [String] = []
    var isPinned = false
}
var card = Card(title: "Groceries")
card.tags.append("home")
let pinned = Card(title: "Ideas", isPinned: true)
let full = Card(title: "Trip", tags: ["travel", "2025"], isPinned: false)
print(card)
print(pinned.isPinned, full.tags.count)
someMode.name = "1080p"
someMode.refreshRate = 59.94
print(someMode.name ?? "-", someMode.refreshRate, someMode.interlaced)
let modes = [DisplayMode(), someMode]
print(modes.map { $0.resolution.width })

// expect: The width of someResolution is 0
// expect: The width of someMode is 0
// expect: The width of someMode is now 1280
// expect: Resolution(width: 640, height: 480) Resolution(width: 0, height: 900)
// expect: Card(title: "Groceries", tags: ["home"], isPinned: false)
// expect: true 2
// expect: 1080p 59.94 false
// expect: [0, 1280]
