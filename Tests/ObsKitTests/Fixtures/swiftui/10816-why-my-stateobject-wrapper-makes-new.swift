// Blog style (why my @StateObject wrapper makes a new model every time): a wrapper that holds @StateObject but is not a DynamicProperty is never installed, so every read of its object runs the closure again and changes reach no view; with the conformance the model is made once and observed (rules §4.5, §7.1, §4.2, §4.4)
import SwiftUI
import Combine

final class Clock: ObservableObject {
    static var made = 0
    let id: Int
    @Published var ticks = 0

    init() {
        Clock.made += 1
        id = Clock.made
        print("Clock #\(id) init")
    }
}

// Mistake: no DynamicProperty, so the @StateObject inside is never installed.
@propertyWrapper
struct LooseClock {
    @StateObject private var clock = Clock()
    var wrappedValue: Clock { clock }
}

@propertyWrapper
struct OwnedClock: DynamicProperty {
    @StateObject private var clock = Clock()
    var wrappedValue: Clock { clock }
}

struct BrokenClockView: View {
    @LooseClock var clock: Clock

    var body: some View {
        let _ = print("BrokenClockView body, ticks \(clock.ticks)")
        Button("Tick broken") {
            clock.ticks += 1
            print("broken after tick: \(clock.ticks)")
        }
    }
}

struct FixedClockView: View {
    @OwnedClock var clock: Clock

    var body: some View {
        let _ = print("FixedClockView body, ticks \(clock.ticks)")
        Button("Tick fixed") {
            clock.ticks += 1
            print("fixed after tick: \(clock.ticks)")
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            BrokenClockView()
            FixedClockView()
        }
    }
}

:mount ContentView()
// expect: Clock #1 init
// expect: BrokenClockView body, ticks 0
// expect: Clock #2 init
// expect: FixedClockView body, ticks 0
:tap "Tick broken"
// expect: Clock #3 init
// expect: Clock #4 init
// expect: broken after tick: 0
:tap "Tick fixed"
// expect: fixed after tick: 1
// expect: FixedClockView body, ticks 1
:tap "Tick broken"
// expect: Clock #5 init
// expect: Clock #6 init
// expect: broken after tick: 0
:tap "Tick fixed"
// expect: fixed after tick: 2
// expect: FixedClockView body, ticks 2
