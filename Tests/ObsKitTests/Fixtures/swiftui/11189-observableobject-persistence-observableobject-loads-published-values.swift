// Tutorial style (ObservableObject persistence): an ObservableObject loads @Published values from UserDefaults.standard in init and saves in didSet; @StateObject owns it, a Toggle and a Button edit it (rules §4, §6, §15.6, §15.14)
import SwiftUI
import Combine

final class PrivacySettings: ObservableObject {
    @Published var shareAnalytics: Bool {
        didSet {
            UserDefaults.standard.set(shareAnalytics, forKey: "shareAnalytics")
            print("saved shareAnalytics = \(shareAnalytics)")
        }
    }
    @Published var blockedCount: Int {
        didSet { UserDefaults.standard.set(blockedCount, forKey: "blockedCount") }
    }

    init() {
        shareAnalytics = UserDefaults.standard.bool(forKey: "shareAnalytics")
        blockedCount = UserDefaults.standard.integer(forKey: "blockedCount")
        print("PrivacySettings init: \(shareAnalytics), \(blockedCount)")
    }
}

struct PrivacyView: View {
    @StateObject private var settings = PrivacySettings()
    var body: some View {
        let _ = Self._printChanges()
        Form {
            Toggle("Share analytics", isOn: $settings.shareAnalytics)
            Text("Blocked trackers: \(settings.blockedCount)")
            Button("Block one") { settings.blockedCount += 1 }
        }
    }
}
UserDefaults.standard.set(3, forKey: "blockedCount")
:mount PrivacyView()
// expect: PrivacySettings init: false, 3
// expect: PrivacyView: @self, @identity, _settings changed.
:toggle "Share analytics"
// expect: saved shareAnalytics = true
// expect: PrivacyView: _settings changed.
:tap "Block one"
// expect: PrivacyView: _settings changed.
print(UserDefaults.standard.integer(forKey: "blockedCount"), UserDefaults.standard.bool(forKey: "shareAnalytics"))
// expect: 4 true
