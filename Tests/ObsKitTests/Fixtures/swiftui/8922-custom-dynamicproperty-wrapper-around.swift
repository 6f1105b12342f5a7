// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding (a custom DynamicProperty wrapper around a @Binding that clamps what it writes: the child's writes reach the parent's @State, already clamped, and both views re-render)
import SwiftUI

@propertyWrapper
struct ClampedBinding: DynamicProperty {
    @Binding var value: Int
    let range: ClosedRange<Int>

    init(_ binding: Binding<Int>, to range: ClosedRange<Int>) {
        _value = binding
        self.range = range
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct LevelControl: View {
    @ClampedBinding var level: Int

    init(level: Binding<Int>) {
        _level = ClampedBinding(level, to: 0...3)
    }

    var body: some View {
        let _ = print("control: level \(level)")
        VStack {
            Button("Jump +5") {
                level += 5
                print("after jump: \(level)")
            }
            Button("Down") { level -= 1 }
        }
    }
}

struct Mixer: View {
    @State private var level = 1

    var body: some View {
        let _ = print("mixer: level \(level)")
        LevelControl(level: $level)
    }
}

:mount Mixer()
:tap "Jump +5"
:tap "Down"
// expect: mixer: level 1
// expect: control: level 1
// expect: after jump: 3
// expect: mixer: level 3
// expect: control: level 3
// expect: mixer: level 2
// expect: control: level 2
