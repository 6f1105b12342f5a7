// Tutorial style (history with onChange): onChange(of:) on an Int @AppStorage receives old and new values and appends to a @State log; the log's change re-runs the body once more (rules §15.14, §15.13, §10.1, §3.5)
import SwiftUI

struct BrightnessHistory: View {
    @AppStorage("brightness") private var brightness = 50
    @State private var log: [String] = []

    var body: some View {
        let _ = print("body: brightness \(brightness), \(log.count) entries")
        VStack {
            Button("Brighter") { brightness += 10 }
            Button("Dimmer") { brightness -= 25 }
            ForEach(log, id: \.self) { entry in
                Text(entry)
            }
        }
        .onChange(of: brightness) { oldValue, newValue in
            log.append("\(oldValue)→\(newValue)")
            print("logged \(oldValue)→\(newValue)")
        }
    }
}
:mount BrightnessHistory()
// expect: body: brightness 50, 0 entries
:tap "Brighter"
// expect: body: brightness 60, 0 entries
// expect: logged 50→60
// expect: body: brightness 60, 1 entries
:tap "Dimmer"
// expect: body: brightness 35, 1 entries
// expect: logged 60→35
// expect: body: brightness 35, 2 entries
