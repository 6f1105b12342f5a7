// Metatypes compared with `==`, checked with `is T.Type`, and used as dictionary keys through
// `ObjectIdentifier`. Expected output from swiftc 6.3.1 on Linux.
class Screen { required init() {} }
final class HomeScreen: Screen {}
final class SettingsScreen: Screen {}

let current: Screen = HomeScreen()
print(type(of: current) == HomeScreen.self, type(of: current) == SettingsScreen.self)
print(type(of: current) is Screen.Type, HomeScreen.self is SettingsScreen.Type)

var visits: [ObjectIdentifier: Int] = [:]
for screen in [HomeScreen(), SettingsScreen(), HomeScreen()] as [Screen] {
    visits[ObjectIdentifier(type(of: screen)), default: 0] += 1
}
print(visits[ObjectIdentifier(HomeScreen.self)] ?? 0, visits[ObjectIdentifier(SettingsScreen.self)] ?? 0)
let kinds: [Screen.Type] = [HomeScreen.self, SettingsScreen.self]
print(kinds.map { String(describing: $0.init()) })

// expect: true false
// expect: true false
// expect: 2 1
// expect: ["main.HomeScreen", "main.SettingsScreen"]
