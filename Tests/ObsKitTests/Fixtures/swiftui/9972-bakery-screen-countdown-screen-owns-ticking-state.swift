// WWDC23 "Demystify SwiftUI performance" style: a bakery screen with a countdown: when the screen owns the ticking @State and shows it, each tick re-runs the whole screen's body (its oven list is built again but skipped, its value unchanged); split into a CountdownLabel that owns the tick, each tick runs the label alone (rules §3.5, §2.6, §2.3, §2.7, §11.3, §10.1)
import SwiftUI

struct OvenList: View {
    let ovens: [String]

    var body: some View {
        let _ = print("OvenList body")
        VStack {
            ForEach(ovens, id: \.self) { oven in
                Text(oven)
            }
        }
    }
}

struct BusyBakery: View {
    @State private var secondsLeft = 3

    var body: some View {
        let _ = print("BusyBakery body: \(secondsLeft)s")
        VStack {
            Text("\(secondsLeft)s left")
            OvenList(ovens: ["North", "South"])
        }
        .task {
            do {
                while secondsLeft > 0 {
                    try await Task.sleep(for: .seconds(1))
                    secondsLeft -= 1
                }
            } catch {}
        }
    }
}

struct CountdownLabel: View {
    @State private var secondsLeft = 3

    var body: some View {
        let _ = print("CountdownLabel body: \(secondsLeft)s")
        Text("\(secondsLeft)s left")
            .task {
                do {
                    while secondsLeft > 0 {
                        try await Task.sleep(for: .seconds(1))
                        secondsLeft -= 1
                    }
                } catch {}
            }
    }
}

struct CalmBakery: View {
    var body: some View {
        let _ = print("CalmBakery body")
        VStack {
            CountdownLabel()
            OvenList(ovens: ["North", "South"])
        }
    }
}

:mount BusyBakery()
// expect: BusyBakery body: 3s
// expect: OvenList body
:advance 1s
// expect: BusyBakery body: 2s
:advance 1s
// expect: BusyBakery body: 1s
:unmount
:mount CalmBakery()
// expect: CalmBakery body
// expect: CountdownLabel body: 3s
// expect: OvenList body
:advance 1s
// expect: CountdownLabel body: 2s
:advance 2s
// expect: CountdownLabel body: 1s
// expect: CountdownLabel body: 0s
:advance 1s
