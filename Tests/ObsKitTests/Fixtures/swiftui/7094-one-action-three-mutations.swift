// A scoreboard where one button changes three properties of the same @Observable match, the coalescing point of the
// Observation articles: several changes in one event give one update.
// What SwiftUI does: each willSet queues an invalidation, and the queue is flushed once at the end of the event, so
// every affected view's body runs once (rules §10.1, T11): the screen (it read `period`), then each score view, parents
// first (rules §2.8). A later home goal runs only the home score (rules §8.3).
// Sources: rules §2.8, §8.3, §10.1, T11;
// https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class Match {
    var home = 0
    var away = 0
    var period = 1
}

struct HomeScore: View {
    let match: Match

    var body: some View {
        let _ = print("HomeScore body: \(match.home)")
        Text("Home \(match.home)")
    }
}

struct AwayScore: View {
    let match: Match

    var body: some View {
        let _ = print("AwayScore body: \(match.away)")
        Text("Away \(match.away)")
    }
}

struct MatchScreen: View {
    @State private var match = Match()

    var body: some View {
        let _ = print("MatchScreen body: period \(match.period)")
        VStack {
            Text("Period \(match.period)")
            HStack {
                HomeScore(match: match)
                AwayScore(match: match)
            }
            Button("Wild period") {
                match.home += 1
                match.away += 2
                match.period += 1
            }
            Button("Home goal") {
                match.home += 1
            }
        }
    }
}

:mount MatchScreen()
// expect: MatchScreen body: period 1
// expect: HomeScore body: 0
// expect: AwayScore body: 0
:tap "Wild period"
// expect: MatchScreen body: period 2
// expect: HomeScore body: 1
// expect: AwayScore body: 2
:tap "Home goal"
// expect: HomeScore body: 2
