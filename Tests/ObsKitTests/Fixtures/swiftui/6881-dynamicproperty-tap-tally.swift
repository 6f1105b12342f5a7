// A custom DynamicProperty property wrapper built on @State, with `update()` and a projected value that is an
// action (`$claps()`), the kind of wrapper objc.io and Swift by Sundell build to package view state.
// What SwiftUI does: the wrapper's nested @State gets a box of the host view, so a write through it invalidates
// the host (rules §7.1, §7.3); `update()` runs before every body of the host, after the nested state was
// refreshed, so it sees the new count (rules §7.2; Apple, DynamicProperty.update():
// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()). Any other change to the host (its
// own @State caption) also calls `update()` before the body.
import SwiftUI

@propertyWrapper
struct TapTally: DynamicProperty {
    @State private var count = 0

    var wrappedValue: Int { count }

    var projectedValue: () -> Void {
        { count += 1 }
    }

    func update() {
        print("TapTally.update, count \(count)")
    }
}

struct ClapButton: View {
    @TapTally private var claps: Int
    @State private var caption = "Great talk"

    var body: some View {
        let _ = print("ClapButton body, \(claps) claps, caption \(caption)")
        VStack {
            Text(caption)
            Button("Clap") { $claps() }
            Button("Edit caption") { caption = "Loved it" }
        }
    }
}

:mount ClapButton()
// expect: TapTally.update, count 0
// expect: ClapButton body, 0 claps, caption Great talk
:tap "Clap"
// expect: TapTally.update, count 1
// expect: ClapButton body, 1 claps, caption Great talk
:tap "Clap"
// expect: TapTally.update, count 2
// expect: ClapButton body, 2 claps, caption Great talk
:tap "Edit caption"
// expect: TapTally.update, count 2
// expect: ClapButton body, 2 claps, caption Loved it
