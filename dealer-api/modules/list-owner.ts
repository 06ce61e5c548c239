import { type DB } from "../db";

/**
 * Whose favourites and comparison a visitor's calls read and change: a signed-in visitor's
 * lists are the user's (`user:{id}`), the same on every device; an anonymous visitor's are
 * its FUserId's. `visitor_cars.fuser_id` holds this owner key.
 */
export function listOwner(db: DB, fuserId: string): string {
  const userId = db.prepare("SELECT user_id FROM visitors WHERE fuser_id = ?").pluck().get(fuserId) as number | null | undefined;
  return userId ? userOwnerKey(userId) : fuserId;
}

export function userOwnerKey(userId: number): string {
  return `user:${userId}`;
}
