// App code style: multicast delegate with weak references to class-bound protocol delegates and optional callbacks
protocol PlayerDelegate: AnyObject {
    func player(_ player: AudioPlayer, didStart track: String)
    func player(_ player: AudioPlayer, didFinish track: String)
    func playerDidChangeVolume(_ player: AudioPlayer)
}

extension PlayerDelegate {
    func playerDidChangeVolume(_ player: AudioPlayer) {}
}

final class MulticastDelegate<T> {
    private struct WeakBox { weak var object: AnyObject? }
    private var boxes: [WeakBox] = []

    func add(_ delegate: T) {
        let object = delegate as AnyObject
        guard !boxes.contains(where: { $0.object === object }) else { return }
        boxes.append(WeakBox(object: object))
    }

    func remove(_ delegate: T) {
        let object = delegate as AnyObject
        boxes.removeAll { $0.object === object || $0.object == nil }
    }

    func invoke(_ body: (T) -> Void) {
        boxes.removeAll { $0.object == nil }
        for box in boxes {
            if let delegate = box.object as? T { body(delegate) }
        }
    }

    var count: Int { boxes.filter { $0.object != nil }.count }
}

final class AudioPlayer {
    let delegates = MulticastDelegate<PlayerDelegate>()
    private(set) var queue: [String]
    var volume = 5 {
        didSet {
            volume = min(10, max(0, volume))
            if volume != oldValue { delegates.invoke { $0.playerDidChangeVolume(self) } }
        }
    }
    init(queue: [String]) { self.queue = queue }

    func playAll() {
        while !queue.isEmpty {
            let track = queue.removeFirst()
            delegates.invoke { $0.player(self, didStart: track) }
            delegates.invoke { $0.player(self, didFinish: track) }
        }
    }
}

final class NowPlayingBar: PlayerDelegate {
    func player(_ player: AudioPlayer, didStart track: String) { print("  bar: ▶ \(track)") }
    func player(_ player: AudioPlayer, didFinish track: String) { print("  bar: ■ \(track)") }
    func playerDidChangeVolume(_ player: AudioPlayer) { print("  bar: volume \(player.volume)") }
}

final class ScrobbleService: PlayerDelegate {
    var scrobbled: [String] = []
    func player(_ player: AudioPlayer, didStart track: String) {}
    func player(_ player: AudioPlayer, didFinish track: String) { scrobbled.append(track) }
    deinit { print("  scrobbler deinit after \(scrobbled.count) tracks") }
}

final class SleepTimer: PlayerDelegate {
    var remaining: Int
    init(tracks: Int) { remaining = tracks }
    func player(_ player: AudioPlayer, didStart track: String) {}
    func player(_ player: AudioPlayer, didFinish track: String) {
        remaining -= 1
        if remaining == 0 { print("  timer: sleep now (after \(track))") }
    }
}

let player = AudioPlayer(queue: ["Intro", "Song A", "Song B"])
let bar = NowPlayingBar()
var scrobbler: ScrobbleService? = ScrobbleService()
let timer = SleepTimer(tracks: 2)

player.delegates.add(bar)
player.delegates.add(scrobbler!)
player.delegates.add(timer)
player.delegates.add(bar)
print("delegates:", player.delegates.count)

player.playAll()
player.volume = 12
player.volume = 12
player.volume = -3
print("scrobbled:", scrobbler?.scrobbled ?? [])

scrobbler = nil
print("after release:", player.delegates.count)
player.delegates.remove(timer)
print("after remove timer:", player.delegates.count)
let player2 = AudioPlayer(queue: ["Outro"])
player2.delegates.add(timer)
player2.playAll()
print("timer remaining:", timer.remaining)
player.volume = 7

// expect: delegates: 3
// expect:   bar: ▶ Intro
// expect:   bar: ■ Intro
// expect:   bar: ▶ Song A
// expect:   bar: ■ Song A
// expect:   timer: sleep now (after Song A)
// expect:   bar: ▶ Song B
// expect:   bar: ■ Song B
// expect:   bar: volume 10
// expect:   bar: volume 0
// expect: scrobbled: ["Intro", "Song A", "Song B"]
// expect:   scrobbler deinit after 3 tracks
// expect: after release: 2
// expect: after remove timer: 1
// expect: timer remaining: -2
// expect:   bar: volume 7
