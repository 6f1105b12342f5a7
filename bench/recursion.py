import sys
sys.setrecursionlimit(10_000)

def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)

total = 0
for _ in range(100):
    total += depth(2_000)
print(total)
