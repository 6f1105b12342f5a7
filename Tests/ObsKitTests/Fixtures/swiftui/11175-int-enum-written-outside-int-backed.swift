// Tutorial style (Int enum written from outside): an Int-backed enum in @AppStorage updated by UserDefaults.standard.set from a model; an unknown raw value reads back as the default (rules §15.14, §0.2)
import SwiftUI

enum SortOrder: Int {
    case newest = 0, oldest = 1, alphabetical = 2
}

final class SortPreferences {
    func choose(_ raw: Int) {
        print("writing \(raw)")
        UserDefaults.standard.set(raw, forKey: "sortOrder")
    }
}

struct SortBadge: View {
    @AppStorage("sortOrder") private var order: SortOrder = .newest
    let prefs = SortPreferences()

    var body: some View {
        let _ = print("SortBadge shows \(order)")
        VStack {
            Text("Sorted: \(String(describing: order))")
            Button("Alphabetical") { prefs.choose(2) }
            Button("Bogus") { prefs.choose(9) }
            Button("Oldest") { prefs.choose(1) }
        }
    }
}
:mount SortBadge()
// expect: SortBadge shows newest
:tap "Alphabetical"
// expect: writing 2
// expect: SortBadge shows alphabetical
:tap "Bogus"
// expect: writing 9
// expect: SortBadge shows newest
:tap "Oldest"
// expect: writing 1
// expect: SortBadge shows oldest
print(UserDefaults.standard.integer(forKey: "sortOrder"))
// expect: 1
