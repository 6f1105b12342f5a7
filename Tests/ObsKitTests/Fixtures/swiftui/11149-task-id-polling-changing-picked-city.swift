// Swift with Majid style (task(id:) polling): changing the picked city cancels the running poll and starts a new one whose count starts over; the body reads the id, so it runs first (rules §3.5, §11.3, §15.5)
import SwiftUI

struct ContentView: View {
    @State private var city = "Oslo"
    @State private var refreshes = 0

    var body: some View {
        let _ = print("body: \(city) \(refreshes)")
        VStack {
            Picker("City", selection: $city) {
                Text("Oslo").tag("Oslo")
                Text("Lima").tag("Lima")
            }
            Text("\(city) refreshed \(refreshes) times")
        }
        .task(id: city) {
            let polled = city
            print("start polling \(polled)")
            var count = 0
            while true {
                do {
                    try await Task.sleep(for: .seconds(2))
                } catch {
                    return
                }
                count += 1
                refreshes += 1
                print("\(polled) poll \(count)")
            }
        }
    }
}
:mount ContentView()
// expect: body: Oslo 0
// expect: start polling Oslo
:advance 4s
// expect: Oslo poll 1
// expect: body: Oslo 1
// expect: Oslo poll 2
// expect: body: Oslo 2
:pick "Lima" in "City"
// expect: body: Lima 2
// expect: start polling Lima
:advance 3s
// expect: Lima poll 1
// expect: body: Lima 3
:pick "Oslo" in "City"
// expect: body: Oslo 3
// expect: start polling Oslo
:advance 2s
// expect: Oslo poll 1
// expect: body: Oslo 4
