// Arithmetic on a UInt8 that leaves its range traps, as Swift's checked arithmetic does; the wrapping operator does not.
// Expected output: swiftc 6.3.1 on this machine (the binary stops with a trap; ObsREPL names it "arithmetic overflow").
var volume: UInt8 = 250
volume = volume &+ 10
print("wrapped to", volume)
volume = 250
for step in 1...3 {
    volume += 2
    print("step", step, "volume", volume)
}
volume += 2
print("unreachable", volume)

// expect: wrapped to 4
// expect: step 1 volume 252
// expect: step 2 volume 254
// expect-error: arithmetic overflow
