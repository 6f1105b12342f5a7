// Fatbobman style: Observation tracks each property a body read, so only the view that read `score` re-runs; an ObservableObject publishes the whole object, so every observer (and the owner) re-runs for any @Published change (rules §8.3, §6.5, §4.4, §5.1)
import SwiftUI

@Observable
final class ProfileModel {
    var name = "Mia"
    var score = 0
}

final class LegacyProfile: ObservableObject {
    @Published var name = "Mia"
    @Published var score = 0
}

struct NameLabel: View {
    let model: ProfileModel

    var body: some View {
        let _ = print("NameLabel body: \(model.name)")
        Text(model.name)
    }
}

struct ScoreLabel: View {
    let model: ProfileModel

    var body: some View {
        let _ = print("ScoreLabel body: \(model.score)")
        Text("\(model.score)")
    }
}

struct LegacyNameLabel: View {
    @ObservedObject var model: LegacyProfile

    var body: some View {
        let _ = print("LegacyNameLabel body: \(model.name)")
        Text(model.name)
    }
}

struct LegacyScoreLabel: View {
    @ObservedObject var model: LegacyProfile

    var body: some View {
        let _ = print("LegacyScoreLabel body: \(model.score)")
        Text("\(model.score)")
    }
}

struct Comparison: View {
    @State private var modern = ProfileModel()
    @StateObject private var legacy = LegacyProfile()

    var body: some View {
        let _ = print("Comparison body")
        VStack {
            NameLabel(model: modern)
            ScoreLabel(model: modern)
            Button("Score modern") { modern.score += 1 }
            LegacyNameLabel(model: legacy)
            LegacyScoreLabel(model: legacy)
            Button("Score legacy") { legacy.score += 1 }
        }
    }
}

:mount Comparison()
// expect: Comparison body
// expect: NameLabel body: Mia
// expect: ScoreLabel body: 0
// expect: LegacyNameLabel body: Mia
// expect: LegacyScoreLabel body: 0
:tap "Score modern"
// expect: ScoreLabel body: 1
:tap "Score legacy"
// expect: Comparison body
// expect: LegacyNameLabel body: Mia
// expect: LegacyScoreLabel body: 1
