// Tutorial style (corrupt saved data): a profile stored as Data that no longer decodes; the loader catches the DecodingError in onAppear, falls back to a fresh profile and overwrites the bad bytes (rules §15.14, §11.1, §3.4)
import SwiftUI

struct Profile: Codable {
    var name: String
    var age: Int
}

struct ProfileLoader: View {
    @AppStorage("profileData") private var profileData = Data()
    @State private var profile: Profile?

    var body: some View {
        let _ = print("ProfileLoader body: \(profile.map { "\($0.name), \($0.age)" } ?? "loading") [\(profileData.count) bytes]")
        Text(profile?.name ?? "…")
            .onAppear(perform: load)
    }

    private func load() {
        do {
            profile = try JSONDecoder().decode(Profile.self, from: profileData)
            print("decoded")
        } catch is DecodingError {
            print("bad data, starting over")
            let fresh = Profile(name: "New user", age: 0)
            profile = fresh
            profileData = try! JSONEncoder().encode(fresh)
        } catch {
            print("other error")
        }
    }
}
UserDefaults.standard.set(Data("not json".utf8), forKey: "profileData")
:mount ProfileLoader()
// expect: ProfileLoader body: loading [8 bytes]
// expect: bad data, starting over
// expect: ProfileLoader body: New user, 0 [27 bytes]
