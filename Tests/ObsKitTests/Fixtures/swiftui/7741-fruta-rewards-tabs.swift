// Apple sample style (Fruta): a TabView with a Menu tab and a Rewards tab (iOS 18 `Tab`) sharing an @Observable RewardsModel from the environment; ordering in the menu adds a stamp, the rewards card redeems them.
// SwiftUI: the Rewards tab's body and onAppear first run when it is chosen, not at launch (rules §14.4, §15.8); the menu only writes the model in its actions, so it never re-runs for a stamp,
// while the rewards card reads the count and re-runs (rules §8.3); a hidden tab keeps its node and state, and leaving it runs its onDisappear (rules §15.8, §11.1).
import SwiftUI

@Observable
final class RewardsModel {
    var stamps = 0
    let stampsPerReward = 3

    func addStamp() {
        stamps += 1
    }
}

struct MenuTab: View {
    @Environment(RewardsModel.self) private var rewards

    var body: some View {
        let _ = print("menu tab body")
        NavigationStack {
            List {
                ForEach(["Berry Blue", "Mango Jambo"], id: \.self) { smoothie in
                    Button("Order \(smoothie)") {
                        rewards.addStamp()
                        print("ordered \(smoothie), stamp \(rewards.stamps)")
                    }
                }
            }
            .navigationTitle("Menu")
        }
    }
}

struct RewardsTab: View {
    @Environment(RewardsModel.self) private var rewards
    @State private var redeemed = 0

    var body: some View {
        let _ = print("rewards tab: \(rewards.stamps) of \(rewards.stampsPerReward), redeemed \(redeemed)")
        VStack {
            Text("\(rewards.stamps) of \(rewards.stampsPerReward) stamps")
            Button("Redeem Free Smoothie") {
                rewards.stamps -= rewards.stampsPerReward
                redeemed += 1
            }
            .disabled(rewards.stamps < rewards.stampsPerReward)
        }
        .onAppear { print("rewards appeared") }
        .onDisappear { print("rewards disappeared") }
    }
}

struct FrutaTabs: View {
    @State private var rewards = RewardsModel()

    var body: some View {
        TabView {
            Tab("Menu", systemImage: "list.bullet") {
                MenuTab()
            }
            Tab("Rewards", systemImage: "seal") {
                RewardsTab()
            }
        }
        .environment(rewards)
    }
}

:mount FrutaTabs()
// expect: menu tab body
:tap "Order Berry Blue"
// expect: ordered Berry Blue, stamp 1
:tap "Order Mango Jambo"
// expect: ordered Mango Jambo, stamp 2
:tap "Order Berry Blue"
// expect: ordered Berry Blue, stamp 3
:tab "Rewards"
// expect: rewards tab: 3 of 3, redeemed 0
// expect: rewards appeared
:tap "Redeem Free Smoothie"
// expect: rewards tab: 0 of 3, redeemed 1
:tab "Menu"
// expect: rewards disappeared
:tab "Rewards"
// expect: rewards appeared
