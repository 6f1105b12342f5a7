// SE-0299 (static member lookup in generic contexts): `extension ButtonStyle where Self == Pill { static var
// pill: Pill }` lets `.buttonStyle(.pill)` name a style where `some PrimitiveButtonStyle`/`some ButtonStyle` is
// expected, as SwiftUI's own `.bordered` and `.borderedProminent` are declared; so for ToggleStyle and ShapeStyle
// (`where Self == Color`). The member runs with Pill as its `Self` (a static func with
// arguments too), `Pill.pill` reads it directly, and a protocol of the script's own works the same way.
// A style changes only the looks: the buttons run their actions (rules §15.9).
// Source: https://github.com/swiftlang/swift-evolution/blob/main/proposals/0299-extend-generic-static-member-lookup.md,
// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered. The script protocol's
// lines (Theme) were checked with swiftc 6.3.1: `dark`, `light 3 Light`, `light`.
import SwiftUI

struct Pill: ButtonStyle {
    var tint: Color = .blue
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().background(tint, in: Capsule())
    }
}

extension ButtonStyle where Self == Pill {
    static var pill: Pill { print("made .pill"); return Pill() }
    static func pill(tint: Color) -> Pill { print("made .pill(tint:)"); return Pill(tint: tint) }
}

extension ButtonStyle {
    var styleName: String { "\(type(of: self))" }
}

struct Checklist: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: { configuration.label }
    }
}

extension ToggleStyle where Self == Checklist {
    static var checklist: Checklist { print("made .checklist"); return Checklist() }
}

extension ShapeStyle where Self == Color {
    static var brand: Color { print("made .brand"); return .orange }
}

protocol Theme { var name: String { get } }
struct Dark: Theme { var name = "dark" }
struct Light: Theme {
    var name = "light"
    var level = 1
}
extension Theme where Self == Dark { static var dark: Dark { Dark() } }
extension Theme where Self == Light {
    static var light: Light { Light() }
    static func light(level: Int) -> Light { Light(level: level) }
}
func show(_ theme: some Theme) { print(theme.name) }
func showLevel<T: Theme>(_ theme: T) { print(theme.name, (theme as? Light)?.level ?? 0, type(of: theme)) }
func showAny(_ theme: any Theme) { print(theme.name) }

struct Checkout402: View {
    @State private var express = false
    var body: some View {
        VStack {
            Button("Pay") { print("pay", Pill.pill.styleName) }
                .buttonStyle(.pill)
            Button("Later") { print("later") }
                .buttonStyle(.pill(tint: .green))
            Toggle("Express", isOn: $express)
                .toggleStyle(.checklist)
            Text("Total")
                .foregroundStyle(.brand)
        }
    }
}

show(.dark)
showLevel(.light(level: 3))
showAny(.light)
:mount Checkout402()
:tap "Later"
:tap "Pay"

// expect: dark
// expect: light 3 Light
// expect: light
// expect: made .pill
// expect: made .pill(tint:)
// expect: made .checklist
// expect: made .brand
// expect: later
// expect: made .pill
// expect: pay Pill
