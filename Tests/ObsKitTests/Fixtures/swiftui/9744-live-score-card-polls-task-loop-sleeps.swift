// WWDC "Discover concurrency in SwiftUI" style: a live score card polls in a .task loop that sleeps 2 s on the virtual clock; appear callbacks run innermost first and tasks start after them; hiding the card cancels its task (the sleep throws and the catch runs), and showing it again makes a new card with fresh @State and a new task (rules §11.1, §11.3, §1.1)
import SwiftUI

struct LiveScoreCard: View {
    @State private var polls = 0

    var body: some View {
        let _ = print("LiveScoreCard body: \(polls) polls")
        Text("Polled \(polls) times")
            .onAppear { print("score text appeared") }
            .task {
                print("polling started")
                do {
                    while true {
                        try await Task.sleep(for: .seconds(2))
                        polls += 1
                    }
                } catch {
                    print("polling stopped after \(polls)")
                }
            }
    }
}

struct MatchView: View {
    @State private var showsScore = true

    var body: some View {
        let _ = print("MatchView body: \(showsScore)")
        VStack {
            Toggle("Live score", isOn: $showsScore)
            if showsScore {
                LiveScoreCard()
            }
        }
        .onAppear { print("match appeared") }
    }
}

:mount MatchView()
// expect: MatchView body: true
// expect: LiveScoreCard body: 0 polls
// expect: score text appeared
// expect: match appeared
// expect: polling started
:advance 4s
// expect: LiveScoreCard body: 1 polls
// expect: LiveScoreCard body: 2 polls
:toggle "Live score"
// expect: MatchView body: false
// expect: polling stopped after 2
:advance 4s
:toggle "Live score"
// expect: MatchView body: true
// expect: LiveScoreCard body: 0 polls
// expect: score text appeared
// expect: polling started
:advance 2s
// expect: LiveScoreCard body: 1 polls
