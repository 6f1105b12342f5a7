// SwiftLee style: ObservableObject against @Observable, side by side: two labels per model, each reading one score; a change to the ObservableObject re-runs the owner and both of its labels (any change reaches every observer), a change to the @Observable model re-runs only the label that read it (rules §6.5, §4.4, §5.1, §8.3)
import SwiftUI

final class LegacyScore: ObservableObject {
    @Published var red = 0
    @Published var blue = 0
}

@Observable
final class ModernScore {
    var red = 0
    var blue = 0
}

struct LegacyRedLabel: View {
    @ObservedObject var score: LegacyScore

    var body: some View {
        let _ = print("LegacyRedLabel body: \(score.red)")
        Text("Legacy red \(score.red)")
    }
}

struct LegacyBlueLabel: View {
    @ObservedObject var score: LegacyScore

    var body: some View {
        let _ = print("LegacyBlueLabel body: \(score.blue)")
        Text("Legacy blue \(score.blue)")
    }
}

struct ModernRedLabel: View {
    let score: ModernScore

    var body: some View {
        let _ = print("ModernRedLabel body: \(score.red)")
        Text("Modern red \(score.red)")
    }
}

struct ModernBlueLabel: View {
    let score: ModernScore

    var body: some View {
        let _ = print("ModernBlueLabel body: \(score.blue)")
        Text("Modern blue \(score.blue)")
    }
}

struct CompareScreen: View {
    @StateObject private var legacy = LegacyScore()
    @State private var modern = ModernScore()

    var body: some View {
        let _ = print("CompareScreen body")
        VStack {
            LegacyRedLabel(score: legacy)
            LegacyBlueLabel(score: legacy)
            ModernRedLabel(score: modern)
            ModernBlueLabel(score: modern)
            Button("Legacy red +1") { legacy.red += 1 }
            Button("Modern red +1") { modern.red += 1 }
        }
    }
}

:mount CompareScreen()
// expect: CompareScreen body
// expect: LegacyRedLabel body: 0
// expect: LegacyBlueLabel body: 0
// expect: ModernRedLabel body: 0
// expect: ModernBlueLabel body: 0
:tap "Legacy red +1"
// expect: CompareScreen body
// expect: LegacyRedLabel body: 1
// expect: LegacyBlueLabel body: 0
:tap "Modern red +1"
// expect: ModernRedLabel body: 1
