// Tutorial style (two writers, one key): one view writes through @AppStorage, another through UserDefaults.standard.set; both views follow the key (rules §15.14, §0.2, §10.1)
import SwiftUI

struct PointsCounter: View {
    @AppStorage("points") private var points = 0
    var body: some View {
        let _ = print("PointsCounter body \(points)")
        Button("Add 10") { points += 10 }
    }
}

struct BonusPanel: View {
    @AppStorage("points") private var points = 0
    var body: some View {
        let _ = print("BonusPanel body \(points)")
        Button("Double") {
            let current = UserDefaults.standard.integer(forKey: "points")
            UserDefaults.standard.set(current * 2, forKey: "points")
            print("doubled \(current)")
        }
    }
}

struct ScoreScreen: View {
    var body: some View {
        VStack {
            PointsCounter()
            BonusPanel()
        }
    }
}
:mount ScoreScreen()
// expect: PointsCounter body 0
// expect: BonusPanel body 0
:tap "Add 10"
// expect: PointsCounter body 10
// expect: BonusPanel body 10
:tap "Double"
// expect: doubled 10
// expect: PointsCounter body 20
// expect: BonusPanel body 20
:tap "Add 10"
// expect: PointsCounter body 30
// expect: BonusPanel body 30
