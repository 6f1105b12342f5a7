// A smoothie bar in the Fruta shape: an @Observable JuiceBar in @State at the root, passed with .environment; buying starts a Task that marks the order ready after 2 s and adds a reward point; the banner and badge re-run only for what they read; expected output by the SwiftUI rules (rules §8 per-property tracking, reads in actions untracked; §10 a task's changes flush when it waits or ends; README virtual clock for Task.sleep)
import SwiftUI
import Observation

enum OrderStatus: String {
    case preparing, ready
}

struct SmoothieOrder {
    let smoothie: String
    var status: OrderStatus
}

@Observable
final class JuiceBar {
    var order: SmoothieOrder?
    var rewardPoints = 0

    func place(_ smoothie: String) {
        order = SmoothieOrder(smoothie: smoothie, status: .preparing)
        print("ordered \(smoothie)")
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(2))
            self.order?.status = .ready
            self.rewardPoints += 1
            print("\(smoothie) is ready")
        }
    }

    func pickUp() {
        order = nil
    }
}

struct OrderBanner: View {
    @Environment(JuiceBar.self) private var bar

    var body: some View {
        let _ = print(bar.order.map { "banner: \($0.smoothie) \($0.status.rawValue)" } ?? "banner: no order")
        if let order = bar.order {
            HStack {
                Text("\(order.smoothie): \(order.status.rawValue)")
                if order.status == .ready {
                    Button("Pick up") { bar.pickUp() }
                }
            }
        } else {
            Text("No order yet")
        }
    }
}

struct RewardsBadge: View {
    @Environment(JuiceBar.self) private var bar

    var body: some View {
        let _ = print("points: \(bar.rewardPoints)")
        Label("\(bar.rewardPoints) points", systemImage: "star")
    }
}

struct SmoothieMenu: View {
    @Environment(JuiceBar.self) private var bar
    private let smoothies = ["Kiwi Cutie", "Mango Sunrise"]

    var body: some View {
        List(smoothies, id: \.self) { name in
            Button("Buy \(name)") {
                bar.place(name)
            }
        }
    }
}

struct JuiceBarRoot: View {
    @State private var bar = JuiceBar()

    var body: some View {
        VStack {
            OrderBanner()
            RewardsBadge()
            SmoothieMenu()
        }
        .environment(bar)
    }
}

:mount JuiceBarRoot()
:tap "Buy Kiwi Cutie"
:advance 2s
:tap "Pick up"

// expect: banner: no order
// expect: points: 0
// expect: ordered Kiwi Cutie
// expect: banner: Kiwi Cutie preparing
// expect: Kiwi Cutie is ready
// expect: banner: Kiwi Cutie ready
// expect: points: 1
// expect: banner: no order
